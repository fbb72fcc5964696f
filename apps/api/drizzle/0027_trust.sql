CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_type" text NOT NULL,
	"cpf_hash" text NOT NULL,
	"cpf_last_digits" text NOT NULL,
	"document_file_key" text,
	"selfie_file_key" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_reason" text,
	"files_deleted_at" timestamp with time zone,
	CONSTRAINT "identity_verifications_decided_check" CHECK (("identity_verifications"."status" = 'pending') = ("identity_verifications"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"reported_user_id" text,
	"reason" text NOT NULL,
	"details" text,
	"snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"actions" text[] DEFAULT '{}'::text[] NOT NULL,
	"resolution_reason" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_resolved_check" CHECK (("reports"."status" = 'open') = ("reports"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moderation_hidden_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "moderation_hidden_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "shoot_packages" ADD COLUMN "moderation_hidden_by" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "moderation_hidden_by" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_pending_key" ON "identity_verifications" USING btree ("user_id") WHERE "identity_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_queue_idx" ON "identity_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_cpf_hash_idx" ON "identity_verifications" USING btree ("cpf_hash");--> statement-breakpoint
CREATE INDEX "identity_verifications_files_due_idx" ON "identity_verifications" USING btree ("decided_at") WHERE "identity_verifications"."files_deleted_at" is null and "identity_verifications"."decided_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_reporter_key" ON "reports" USING btree ("reporter_id","item_kind","item_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_item_idx" ON "reports" USING btree ("item_kind","item_id","created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reported_user_idx" ON "reports" USING btree ("reported_user_id");--> statement-breakpoint
-- profiles: moderation hides like a suspension (H1b)
-- profiles.is_suspended also holds while moderation hides the profile (moderation_hidden_by set by
-- three reporters or an admin): every list that leaves suspended people out (modules/search,
-- modules/home and the covering indexes of 0014) then leaves hidden profiles out too, with no new
-- column to filter on or to index. Both triggers compute it the same way, so reinstating a
-- suspended person whose profile is still hidden keeps the profile out of the lists, and showing
-- the profile again keeps a suspended person out.
CREATE OR REPLACE FUNCTION passarela_profile_list_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.user_type, CASE WHEN u.subscription_type = 'pro' THEN u.subscription_expires_at END, u.suspended_at IS NOT NULL
    INTO NEW.user_type, NEW.pro_until, NEW.is_suspended
    FROM users u WHERE u.id = NEW.user_id;
  NEW.is_suspended := coalesce(NEW.is_suspended, false) OR NEW.moderation_hidden_by IS NOT NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER profiles_list_columns ON profiles;--> statement-breakpoint
CREATE TRIGGER profiles_list_columns BEFORE INSERT OR UPDATE OF user_id, user_type, pro_until, is_suspended, moderation_hidden_by ON profiles
  FOR EACH ROW EXECUTE FUNCTION passarela_profile_list_columns();--> statement-breakpoint
CREATE OR REPLACE FUNCTION passarela_copy_user_list_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET
    user_type = NEW.user_type,
    pro_until = CASE WHEN NEW.subscription_type = 'pro' THEN NEW.subscription_expires_at END,
    is_suspended = NEW.suspended_at IS NOT NULL OR moderation_hidden_by IS NOT NULL
  WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE profiles SET is_suspended = true WHERE moderation_hidden_by IS NOT NULL AND NOT is_suspended;
--> statement-breakpoint
-- reports (H1)
-- What the database itself refuses in reports (modules/reports), as other migrations check their
-- enumerations: the kinds, reasons, states and actions of packages/shared/src/reports/reports-api.ts;
-- a dismissed report carries no action and an actioned one at least one. The moderation columns take
-- only who hid the item ('reports' or 'admin', columns.ts moderationHiddenBy).
ALTER TABLE "reports" ADD CONSTRAINT "reports_item_kind_check" CHECK ("reports"."item_kind" in ('profile', 'job', 'review', 'message', 'shoot_package'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('advance_payment_scam', 'harassment', 'inappropriate_content', 'fake_profile', 'minor_at_risk', 'misleading_job', 'other'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'dismissed', 'actioned'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_actions_check" CHECK ("reports"."actions" <@ array['hide', 'warn', 'suspend']::text[] and ("reports"."status" <> 'dismissed' or cardinality("reports"."actions") = 0) and ("reports"."status" <> 'actioned' or cardinality("reports"."actions") > 0));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_moderation_hidden_by_check" CHECK ("profiles"."moderation_hidden_by" in ('reports', 'admin'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_moderation_hidden_by_check" CHECK ("jobs"."moderation_hidden_by" in ('reports', 'admin'));--> statement-breakpoint
ALTER TABLE "shoot_packages" ADD CONSTRAINT "shoot_packages_moderation_hidden_by_check" CHECK ("shoot_packages"."moderation_hidden_by" in ('reports', 'admin'));--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_moderation_hidden_by_check" CHECK ("conversation_messages"."moderation_hidden_by" in ('reports', 'admin'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_check" CHECK ("reviews"."hidden_by" in ('reports', 'admin'));
