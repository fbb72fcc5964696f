-- A minor's guardian confirms by an emailed link (README "Minors reach contractors through a
-- guardian", LGPD art. 14): one row per link sent, and the consent recorded on it once confirmed
-- (schema/guardian-consents.ts). profiles.guardian_confirmed_at says whether the guardian on file
-- confirmed; minors saved before this start unconfirmed and resend the email from "Meu Perfil".
CREATE TABLE "guardian_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"model_name" text NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_email" text NOT NULL,
	"guardian_phone" text NOT NULL,
	"token_hash" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_ip" text,
	"text_version" text,
	CONSTRAINT "guardian_consents_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "guardian_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_consents_user_id_sent_at_idx" ON "guardian_consents" USING btree ("user_id","sent_at");