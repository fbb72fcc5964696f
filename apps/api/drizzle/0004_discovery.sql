-- Accent- and case-insensitive text for search. unaccent() is only STABLE (its dictionary could
-- change), so generated columns and indexes cannot call it; this wrapper names the dictionary
-- explicitly and is declared IMMUTABLE, the usual way to index unaccented text.
CREATE OR REPLACE FUNCTION passarela_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "height_cm" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bust_cm" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "waist_cm" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hips_cm" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hair_color" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "eye_color" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "shoe_size" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "profile_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photographer_specialties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (passarela_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(bio, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_pro_expires_at_idx" ON "users" USING btree ("subscription_expires_at") WHERE "users"."subscription_type" = 'pro';--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "profiles_state_created_at_idx" ON "profiles" USING btree ("state","created_at","user_id");--> statement-breakpoint
CREATE INDEX "profiles_city_fold_idx" ON "profiles" USING btree (passarela_fold("city"));--> statement-breakpoint
CREATE INDEX "profiles_search_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);