-- profiles.user_type and profiles.pro_until copy users.user_type and the PRO end so list queries
-- filter and order on one table with one index. Triggers keep the copies exact: a profile takes
-- them from its user when inserted, and a change of type or subscription on users is copied over
-- in the same transaction.
ALTER TABLE "profiles" ADD COLUMN "user_type" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pro_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "profiles_type_created_at_idx" ON "profiles" USING btree ("user_type","created_at","user_id");--> statement-breakpoint
CREATE INDEX "profiles_type_state_created_at_idx" ON "profiles" USING btree ("user_type","state","created_at","user_id");--> statement-breakpoint
CREATE INDEX "profiles_pro_created_at_idx" ON "profiles" USING btree ("created_at","user_id") WHERE "profiles"."pro_until" is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION passarela_profile_list_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.user_type, CASE WHEN u.subscription_type = 'pro' THEN u.subscription_expires_at END
    INTO NEW.user_type, NEW.pro_until
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_list_columns BEFORE INSERT OR UPDATE OF user_id, user_type, pro_until ON profiles
  FOR EACH ROW EXECUTE FUNCTION passarela_profile_list_columns();--> statement-breakpoint
CREATE OR REPLACE FUNCTION passarela_copy_user_list_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET
    user_type = NEW.user_type,
    pro_until = CASE WHEN NEW.subscription_type = 'pro' THEN NEW.subscription_expires_at END
  WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_copy_list_columns AFTER UPDATE OF user_type, subscription_type, subscription_expires_at ON users
  FOR EACH ROW
  WHEN (OLD.user_type IS DISTINCT FROM NEW.user_type
     OR OLD.subscription_type IS DISTINCT FROM NEW.subscription_type
     OR OLD.subscription_expires_at IS DISTINCT FROM NEW.subscription_expires_at)
  EXECUTE FUNCTION passarela_copy_user_list_columns();--> statement-breakpoint
UPDATE profiles p SET
  user_type = u.user_type,
  pro_until = CASE WHEN u.subscription_type = 'pro' THEN u.subscription_expires_at END
FROM users u WHERE u.id = p.user_id;
