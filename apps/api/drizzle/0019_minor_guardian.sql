-- A minor model's legal guardian (docs/security.md #23): name, email and WhatsApp digits, never
-- public (schema/profiles.ts, packages/shared/src/profiles/minor-guardian.ts).
ALTER TABLE "profiles" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "guardian_email" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "guardian_phone" text;