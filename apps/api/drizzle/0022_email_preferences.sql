-- Notification emails a person turned off in Configurações (packages/shared email-preferences.ts).
ALTER TABLE "users" ADD COLUMN "email_opt_outs" text[] DEFAULT '{}'::text[] NOT NULL;