-- A /vagas search by word with other filters (type, pay, dates) walks the open jobs in list order
-- (modules/jobs/jobs-list-sql.ts). The list indexes now carry the columns those filters test, so
-- the walk reads the index alone and opens a job only to look for the word, where it used to look
-- the word up in the trigram index (1.5 ms for 'recepcionistas') and sort every match. Keys and
-- predicates are unchanged (schema/hiring.ts); Drizzle's index builder has no INCLUDE, hence this
-- hand-written migration.
DROP INDEX "jobs_open_list_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_list_idx" ON "jobs" USING btree ("featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("job_type","pay_cents","starts_on")
  WHERE "jobs"."status" = 'open';--> statement-breakpoint
DROP INDEX "jobs_open_state_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_state_idx" ON "jobs" USING btree ("state","featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("job_type","pay_cents","starts_on")
  WHERE "jobs"."status" = 'open';
