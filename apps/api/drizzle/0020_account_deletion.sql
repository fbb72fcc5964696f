-- LGPD account deletion (docs/security.md #21): when the person deleted the account; its row stays,
-- anonymised, for the other side's contracts, reviews and the ledger (modules/auth/account-data.*).
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- The audit log stays append-only, with one exception: erasing a deleted person's name and address
-- from the labels of admin actions about them (LGPD). Only `details` may change, and only inside a
-- transaction that declared the erasure (set_config('passarela.lgpd_erasure', 'on', true)).
CREATE OR REPLACE FUNCTION passarela_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('passarela.lgpd_erasure', true), '') = 'on'
     AND (NEW.id, NEW.actor_id, NEW.action, NEW.target_type, NEW.target_id, NEW.reason, NEW.created_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.actor_id, OLD.action, OLD.target_type, OLD.target_id, OLD.reason, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END $$;
