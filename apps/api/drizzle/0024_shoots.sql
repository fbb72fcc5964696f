-- btree_gist lets one exclusion constraint compare a photographer's id (=) and a time range (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "shoot_availability" (
	"photographer_id" text PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weekday_mask" smallint DEFAULT 0 NOT NULL,
	"blocked_dates" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shoot_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"photographer_id" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"edited_photos" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"place" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"image_use" jsonb NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"funded_at" timestamp with time zone,
	"fee_bps" integer,
	"accept_by" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"delivery_link" text,
	"delivery_note" text,
	"auto_release_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"refund_cents" integer,
	"dispute_reason" text,
	"disputed_by" text,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoot_bookings_total_check" CHECK ("shoot_bookings"."total_cents" > 0 and "shoot_bookings"."total_cents" >= "shoot_bookings"."price_cents"),
	CONSTRAINT "shoot_bookings_times_check" CHECK ("shoot_bookings"."ends_at" > "shoot_bookings"."starts_at"),
	CONSTRAINT "shoot_bookings_not_self_check" CHECK ("shoot_bookings"."buyer_id" <> "shoot_bookings"."photographer_id")
);
--> statement-breakpoint
CREATE TABLE "shoot_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"edited_photos" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"location_kind" text NOT NULL,
	"address" text,
	"city" text NOT NULL,
	"uf" text NOT NULL,
	"price_cents" integer NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (passarela_fold(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(city, ''))) STORED,
	"search_signature" bit(1024) GENERATED ALWAYS AS (passarela_trgm_signature(passarela_fold(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(city, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoot_packages_price_check" CHECK ("shoot_packages"."price_cents" > 0),
	CONSTRAINT "shoot_packages_duration_check" CHECK ("shoot_packages"."duration_minutes" between 30 and 720 and "shoot_packages"."duration_minutes" % 30 = 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shoot_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "shoot_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shoot_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "shoot_availability" ADD CONSTRAINT "shoot_availability_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoot_bookings" ADD CONSTRAINT "shoot_bookings_package_id_shoot_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."shoot_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoot_bookings" ADD CONSTRAINT "shoot_bookings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoot_bookings" ADD CONSTRAINT "shoot_bookings_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoot_packages" ADD CONSTRAINT "shoot_packages_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shoot_bookings_buyer_created_idx" ON "shoot_bookings" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "shoot_bookings_photographer_created_idx" ON "shoot_bookings" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "shoot_bookings_photographer_starts_idx" ON "shoot_bookings" USING btree ("photographer_id","starts_at");--> statement-breakpoint
CREATE INDEX "shoot_bookings_status_idx" ON "shoot_bookings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shoot_packages_photographer_idx" ON "shoot_packages" USING btree ("photographer_id","created_at");--> statement-breakpoint
-- Keys and predicates as in schema/shoots.ts; Drizzle's index builder has no INCLUDE. The list's
-- filters (category, price, UF, a word's trigrams) are tested in the index before a row is opened.
CREATE INDEX "shoot_packages_active_list_idx" ON "shoot_packages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("category","price_cents","uf","photographer_id","search_signature")
  WHERE "shoot_packages"."status" = 'active';--> statement-breakpoint
CREATE INDEX "shoot_packages_active_uf_idx" ON "shoot_packages" USING btree ("uf","created_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("category","price_cents","photographer_id","search_signature")
  WHERE "shoot_packages"."status" = 'active';--> statement-breakpoint
CREATE INDEX "shoot_packages_search_text_trgm_idx" ON "shoot_packages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shoot_booking_id_shoot_bookings_id_fk" FOREIGN KEY ("shoot_booking_id") REFERENCES "public"."shoot_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shoot_booking_id_shoot_bookings_id_fk" FOREIGN KEY ("shoot_booking_id") REFERENCES "public"."shoot_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_shoot_escrow_idx" ON "ledger_accounts" USING btree ("shoot_booking_id") WHERE "ledger_accounts"."kind" = 'escrow';--> statement-breakpoint
CREATE INDEX "ledger_transfers_shoot_booking_idx" ON "ledger_transfers" USING btree ("shoot_booking_id");--> statement-breakpoint
CREATE INDEX "payments_shoot_booking_idx" ON "payments" USING btree ("shoot_booking_id");--> statement-breakpoint
-- Two active bookings of one photographer can never overlap in time, whatever the package
-- (docs/product.md "Shoots"): the database refuses the second insert (23P01), under any race.
ALTER TABLE "shoot_bookings" ADD CONSTRAINT "shoot_bookings_no_overlap"
  EXCLUDE USING gist ("photographer_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('awaiting_payment', 'funded', 'accepted', 'delivered', 'completed', 'disputed'));