DROP INDEX "profiles_pro_created_at_idx";--> statement-breakpoint
DROP INDEX "profiles_pro_state_created_at_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "contract_completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "profiles_hirers_created_at_idx" ON "profiles" USING btree ("created_at","user_id") WHERE "profiles"."user_type" in ('contractor', 'photographer');--> statement-breakpoint
CREATE INDEX "profiles_pro_type_created_at_idx" ON "profiles" USING btree ("user_type","created_at","user_id") WHERE "profiles"."pro_until" is not null;--> statement-breakpoint
CREATE INDEX "profiles_pro_type_state_created_at_idx" ON "profiles" USING btree ("user_type","state","created_at","user_id") WHERE "profiles"."pro_until" is not null;--> statement-breakpoint
CREATE INDEX "profiles_pro_type_state_model_type_created_at_idx" ON "profiles" USING btree ("user_type","state","model_type","created_at","user_id") WHERE "profiles"."pro_until" is not null;--> statement-breakpoint
CREATE INDEX "profiles_type_state_model_type_created_at_idx" ON "profiles" USING btree ("user_type","state","model_type","created_at","user_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_rating_idx" ON "reviews" USING btree ("reviewee_id","hidden_at","contract_completed_at","rating","contract_id","reviewer_id");--> statement-breakpoint
-- profiles.is_suspended copies users.suspended_at is not null, as 0006 copies the type and the PRO
-- end: a list page then filters profiles alone. The same two triggers keep every copy exact.
CREATE OR REPLACE FUNCTION passarela_profile_list_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.user_type, CASE WHEN u.subscription_type = 'pro' THEN u.subscription_expires_at END, u.suspended_at IS NOT NULL
    INTO NEW.user_type, NEW.pro_until, NEW.is_suspended
    FROM users u WHERE u.id = NEW.user_id;
  NEW.is_suspended := coalesce(NEW.is_suspended, false);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER profiles_list_columns ON profiles;--> statement-breakpoint
CREATE TRIGGER profiles_list_columns BEFORE INSERT OR UPDATE OF user_id, user_type, pro_until, is_suspended ON profiles
  FOR EACH ROW EXECUTE FUNCTION passarela_profile_list_columns();--> statement-breakpoint
CREATE OR REPLACE FUNCTION passarela_copy_user_list_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET
    user_type = NEW.user_type,
    pro_until = CASE WHEN NEW.subscription_type = 'pro' THEN NEW.subscription_expires_at END,
    is_suspended = NEW.suspended_at IS NOT NULL
  WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER users_copy_list_columns ON users;--> statement-breakpoint
CREATE TRIGGER users_copy_list_columns AFTER UPDATE OF user_type, subscription_type, subscription_expires_at, suspended_at ON users
  FOR EACH ROW
  WHEN (OLD.user_type IS DISTINCT FROM NEW.user_type
     OR OLD.subscription_type IS DISTINCT FROM NEW.subscription_type
     OR OLD.subscription_expires_at IS DISTINCT FROM NEW.subscription_expires_at
     OR (OLD.suspended_at IS NULL) IS DISTINCT FROM (NEW.suspended_at IS NULL))
  EXECUTE FUNCTION passarela_copy_user_list_columns();--> statement-breakpoint
UPDATE profiles p SET is_suspended = true
FROM users u WHERE u.id = p.user_id AND u.suspended_at IS NOT NULL;--> statement-breakpoint
-- reviews.contract_completed_at copies contracts.completed_at, so whether a review's window has
-- closed is read from the review itself (review-sql.ts): a review takes it when written, and a
-- change on the contract is copied over in the same transaction. A direct write is undone.
CREATE OR REPLACE FUNCTION passarela_review_contract_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.completed_at INTO NEW.contract_completed_at FROM contracts c WHERE c.id = NEW.contract_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_contract_columns BEFORE INSERT OR UPDATE OF contract_id, contract_completed_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION passarela_review_contract_columns();--> statement-breakpoint
CREATE OR REPLACE FUNCTION passarela_copy_contract_review_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews SET contract_completed_at = NEW.completed_at WHERE contract_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contracts_copy_review_columns AFTER UPDATE OF completed_at ON contracts
  FOR EACH ROW
  WHEN (OLD.completed_at IS DISTINCT FROM NEW.completed_at)
  EXECUTE FUNCTION passarela_copy_contract_review_columns();--> statement-breakpoint
UPDATE reviews r SET contract_completed_at = c.completed_at
FROM contracts c WHERE c.id = r.contract_id;
