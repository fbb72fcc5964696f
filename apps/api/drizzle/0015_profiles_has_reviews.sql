-- profiles.has_reviews: whether anyone's review of the person is not hidden by an admin, so a list
-- card's rating reads reviews only for people who have some (schema/profiles.ts). Kept by
-- statement-level triggers on reviews, which recompute the flag of every reviewee a statement
-- touched: one UPDATE of profiles per statement, however many reviews it wrote.
ALTER TABLE "profiles" ADD COLUMN "has_reviews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION passarela_refresh_has_reviews(reviewees text[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE profiles p SET has_reviews = flag.has_reviews
  FROM (SELECT r.id, EXISTS (SELECT 1 FROM reviews v WHERE v.reviewee_id = r.id AND v.hidden_at IS NULL) AS has_reviews
          FROM unnest(reviewees) AS r(id)) flag
  WHERE p.user_id = flag.id AND p.has_reviews IS DISTINCT FROM flag.has_reviews
$$;--> statement-breakpoint
-- Each branch reads only the transition tables its event has (PL/pgSQL plans a statement when it
-- first runs it).
CREATE FUNCTION passarela_reviews_refresh_has_reviews() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM passarela_refresh_has_reviews(ARRAY(SELECT DISTINCT reviewee_id FROM new_reviews));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM passarela_refresh_has_reviews(ARRAY(SELECT DISTINCT reviewee_id FROM old_reviews));
  ELSE
    PERFORM passarela_refresh_has_reviews(ARRAY(SELECT reviewee_id FROM old_reviews UNION SELECT reviewee_id FROM new_reviews));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- PostgreSQL allows transition tables only on single-event triggers, hence three.
CREATE TRIGGER reviews_has_reviews_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION passarela_reviews_refresh_has_reviews();--> statement-breakpoint
CREATE TRIGGER reviews_has_reviews_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION passarela_reviews_refresh_has_reviews();--> statement-breakpoint
CREATE TRIGGER reviews_has_reviews_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION passarela_reviews_refresh_has_reviews();--> statement-breakpoint
-- A direct write to the flag is undone, as for the other copies the lists read (migration 0012).
CREATE FUNCTION passarela_profile_has_reviews() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.has_reviews := EXISTS (SELECT 1 FROM reviews v WHERE v.reviewee_id = NEW.user_id AND v.hidden_at IS NULL);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_has_reviews BEFORE UPDATE OF has_reviews ON profiles
  FOR EACH ROW EXECUTE FUNCTION passarela_profile_has_reviews();--> statement-breakpoint
UPDATE profiles p SET has_reviews = true
  WHERE EXISTS (SELECT 1 FROM reviews v WHERE v.reviewee_id = p.user_id AND v.hidden_at IS NULL);
