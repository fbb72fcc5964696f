-- A search by word or city walks the PRO profiles first, row by row in list order
-- (modules/search/profile-list-sql.ts). The PRO indexes now carry every column that walk tests,
-- so it reads the index alone instead of the table: 'sao' on /modelos spent half its time in
-- PostgreSQL fetching rows. Keys and predicates are unchanged (schema/profiles.ts); Drizzle's
-- index builder has no INCLUDE, hence this hand-written migration. Only the PRO segment (a small
-- share of profiles) is covered: the same columns on the indexes of everyone would double the
-- size of the table's indexes.
DROP INDEX "profiles_pro_type_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_pro_type_created_at_idx" ON "profiles" USING btree ("user_type","created_at","user_id")
  INCLUDE ("is_suspended","is_hidden","pro_until","search_text","city","state","gender","model_type","model_physical_type","height_cm","model_characteristics","work_interests","profile_categories")
  WHERE "profiles"."pro_until" is not null;--> statement-breakpoint
DROP INDEX "profiles_pro_type_state_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_pro_type_state_created_at_idx" ON "profiles" USING btree ("user_type","state","created_at","user_id")
  INCLUDE ("is_suspended","is_hidden","pro_until","search_text","city","gender","model_type","model_physical_type","height_cm","model_characteristics","work_interests","profile_categories")
  WHERE "profiles"."pro_until" is not null;--> statement-breakpoint
DROP INDEX "profiles_pro_type_state_model_type_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_pro_type_state_model_type_created_at_idx" ON "profiles" USING btree ("user_type","state","model_type","created_at","user_id")
  INCLUDE ("is_suspended","is_hidden","pro_until","search_text","city","gender","model_physical_type","height_cm","model_characteristics","work_interests","profile_categories")
  WHERE "profiles"."pro_until" is not null;--> statement-breakpoint
DROP INDEX "profiles_pro_hirers_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_pro_hirers_created_at_idx" ON "profiles" USING btree ("created_at","user_id")
  INCLUDE ("user_type","state","is_suspended","is_hidden","pro_until","search_text","city")
  WHERE "profiles"."user_type" in ('contractor', 'photographer') and "profiles"."pro_until" is not null;
