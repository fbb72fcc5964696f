-- profiles.rating_count / rating_sum: a list card's rating kept on the profile (schema/profiles.ts),
-- so a page of cards reads no reviews. Visibility depends on the clock and on a setting (a lone
-- review shows once REVIEW_WINDOW_DAYS have passed since completion), so the copy also says for
-- which window it was made (rating_window_days) and until when it is exact (rating_stale_at: the
-- first moment a review still waiting shows). Readers rate from the reviews when either no longer
-- holds (profile-list-sql.ts); refreshRatingSummaries (reviews/rating-summaries.ts) catches up.
ALTER TABLE "profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_window_days" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_stale_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "profiles_rating_stale_at_idx" ON "profiles" USING btree ("rating_stale_at") WHERE "profiles"."rating_stale_at" is not null;--> statement-breakpoint
CREATE INDEX "profiles_rating_window_days_idx" ON "profiles" USING btree ("rating_window_days") WHERE "profiles"."has_reviews";--> statement-breakpoint
-- REVIEW_WINDOW_DAYS as stored in app_settings, or its default (settingDefinitions, checked by
-- rating-summaries.test.ts) when unset or not a number of days the setting allows.
CREATE FUNCTION passarela_review_window_days() RETURNS integer
  LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT stored.days FROM (
      SELECT CASE WHEN jsonb_typeof(s.value->'value') = 'number' AND (s.value->>'value') ~ '^[0-9]{1,2}$' THEN (s.value->>'value')::int END AS days
        FROM app_settings s WHERE s.key = 'REVIEW_WINDOW_DAYS') stored
    WHERE stored.days BETWEEN 1 AND 90), 14)
$$;--> statement-breakpoint
-- The copy, computed whenever a rating column is written: the rule of reviewVisibleSql
-- (review-sql.ts) with the window stored now. A direct write is undone the same way.
CREATE FUNCTION passarela_profile_rating_summary() RETURNS trigger
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
                              WHERE other_side.contract_id = r.contract_id AND other_side.reviewer_id <> r.reviewer_id)) AS visible
            FROM reviews r
           WHERE r.reviewee_id = NEW.user_id AND r.hidden_at IS NULL) seen;
  NEW.rating_window_days := window_days;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_rating_summary BEFORE UPDATE OF rating_count, rating_sum, rating_window_days, rating_stale_at ON profiles
  FOR EACH ROW EXECUTE FUNCTION passarela_profile_rating_summary();--> statement-breakpoint
CREATE FUNCTION passarela_refresh_rating_summaries(reviewees text[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE profiles p SET rating_stale_at = NULL WHERE p.user_id = ANY(reviewees)
$$;--> statement-breakpoint
-- A review written, hidden, shown or deleted changes its reviewee's rating, and may show the other
-- side's review of the same contract (both have reviewed): both people of each contract touched.
CREATE FUNCTION passarela_reviews_refresh_rating_summaries() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM passarela_refresh_rating_summaries(ARRAY(
      SELECT n.reviewee_id FROM new_reviews n
      UNION SELECT r.reviewee_id FROM reviews r WHERE r.contract_id IN (SELECT n.contract_id FROM new_reviews n)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM passarela_refresh_rating_summaries(ARRAY(
      SELECT o.reviewee_id FROM old_reviews o
      UNION SELECT r.reviewee_id FROM reviews r WHERE r.contract_id IN (SELECT o.contract_id FROM old_reviews o)));
  ELSE
    PERFORM passarela_refresh_rating_summaries(ARRAY(
      SELECT o.reviewee_id FROM old_reviews o
      UNION SELECT n.reviewee_id FROM new_reviews n
      UNION SELECT r.reviewee_id FROM reviews r
             WHERE r.contract_id IN (SELECT o.contract_id FROM old_reviews o UNION SELECT n.contract_id FROM new_reviews n)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_rating_summary_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION passarela_reviews_refresh_rating_summaries();--> statement-breakpoint
CREATE TRIGGER reviews_rating_summary_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION passarela_reviews_refresh_rating_summaries();--> statement-breakpoint
CREATE TRIGGER reviews_rating_summary_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION passarela_reviews_refresh_rating_summaries();--> statement-breakpoint
UPDATE profiles SET rating_stale_at = NULL WHERE has_reviews;
