ALTER TABLE "reviews" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shoot_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shoot_booking_id_shoot_bookings_id_fk" FOREIGN KEY ("shoot_booking_id") REFERENCES "public"."shoot_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_shoot_booking_reviewer_idx" ON "reviews" USING btree ("shoot_booking_id","reviewer_id") WHERE "reviews"."shoot_booking_id" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_one_subject_check" CHECK (num_nonnulls("reviews"."contract_id", "reviews"."shoot_booking_id") = 1);--> statement-breakpoint
-- Reviews of a shoot booking (issue 27) follow the contract rules (double-blind, REVIEW_WINDOW_DAYS
-- from completion): contract_completed_at holds the completion of whichever the review is about,
-- and "the other side has reviewed" matches reviews of the same booking as of the same contract.
CREATE OR REPLACE FUNCTION passarela_review_contract_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.shoot_booking_id IS NOT NULL THEN
    SELECT b.completed_at INTO NEW.contract_completed_at FROM shoot_bookings b WHERE b.id = NEW.shoot_booking_id;
  ELSE
    SELECT c.completed_at INTO NEW.contract_completed_at FROM contracts c WHERE c.id = NEW.contract_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER reviews_contract_columns ON reviews;--> statement-breakpoint
CREATE TRIGGER reviews_contract_columns BEFORE INSERT OR UPDATE OF contract_id, shoot_booking_id, contract_completed_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION passarela_review_contract_columns();--> statement-breakpoint
CREATE FUNCTION passarela_copy_shoot_review_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews SET contract_completed_at = NEW.completed_at WHERE shoot_booking_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shoot_bookings_copy_review_columns AFTER UPDATE OF completed_at ON shoot_bookings
  FOR EACH ROW
  WHEN (OLD.completed_at IS DISTINCT FROM NEW.completed_at)
  EXECUTE FUNCTION passarela_copy_shoot_review_columns();--> statement-breakpoint
CREATE OR REPLACE FUNCTION passarela_profile_rating_summary() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  window_days integer := passarela_review_window_days();
BEGIN
  SELECT count(*) FILTER (WHERE seen.visible),
         coalesce(sum(seen.rating) FILTER (WHERE seen.visible), 0),
         min(seen.shows_at) FILTER (WHERE NOT seen.visible)
    INTO NEW.rating_count, NEW.rating_sum, NEW.rating_stale_at
    FROM (SELECT r.rating, r.contract_completed_at + make_interval(days => window_days) AS shows_at,
                 (r.contract_completed_at + make_interval(days => window_days) <= now()
                  OR EXISTS (SELECT 1 FROM reviews other_side
                              WHERE other_side.contract_id = r.contract_id AND other_side.reviewer_id <> r.reviewer_id)
                  OR (r.shoot_booking_id IS NOT NULL AND EXISTS (SELECT 1 FROM reviews other_side
                              WHERE other_side.shoot_booking_id = r.shoot_booking_id AND other_side.reviewer_id <> r.reviewer_id))) AS visible
            FROM reviews r
           WHERE r.reviewee_id = NEW.user_id AND r.hidden_at IS NULL) seen;
  NEW.rating_window_days := window_days;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION passarela_reviews_refresh_rating_summaries() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM passarela_refresh_rating_summaries(ARRAY(
      SELECT n.reviewee_id FROM new_reviews n
      UNION SELECT r.reviewee_id FROM reviews r WHERE r.contract_id IN (SELECT n.contract_id FROM new_reviews n)
      UNION SELECT r.reviewee_id FROM reviews r WHERE r.shoot_booking_id IN (SELECT n.shoot_booking_id FROM new_reviews n)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM passarela_refresh_rating_summaries(ARRAY(
      SELECT o.reviewee_id FROM old_reviews o
      UNION SELECT r.reviewee_id FROM reviews r WHERE r.contract_id IN (SELECT o.contract_id FROM old_reviews o)
      UNION SELECT r.reviewee_id FROM reviews r WHERE r.shoot_booking_id IN (SELECT o.shoot_booking_id FROM old_reviews o)));
  ELSE
    PERFORM passarela_refresh_rating_summaries(ARRAY(
      SELECT o.reviewee_id FROM old_reviews o
      UNION SELECT n.reviewee_id FROM new_reviews n
      UNION SELECT r.reviewee_id FROM reviews r
             WHERE r.contract_id IN (SELECT o.contract_id FROM old_reviews o UNION SELECT n.contract_id FROM new_reviews n)
      UNION SELECT r.reviewee_id FROM reviews r
             WHERE r.shoot_booking_id IN (SELECT o.shoot_booking_id FROM old_reviews o UNION SELECT n.shoot_booking_id FROM new_reviews n)));
  END IF;
  RETURN NULL;
END $$;
