import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { literalRowCount } from '../../db/statement-runner.ts';

/** Profiles whose rating copy is remade per statement: one short write at a time. */
export const RATING_REFRESH_BATCH = 500;

/** The rating copies kept on profiles (migration 0018). */
export function createRatingSummariesRepository(db: Database) {
  return {
    /**
     * Remakes up to RATING_REFRESH_BATCH copies of each kind that no longer hold: those a waiting
     * review has shown since (rating_stale_at passed) and those made for another review window (the
     * setting changed). Writing rating_stale_at makes the trigger recompute the copy from the
     * reviews, with a stale time always ahead of now, so the next batch finds only rows not yet
     * done. Answers how many profiles were refreshed.
     */
    async refreshDueBatch(): Promise<number> {
      const batch = literalRowCount(RATING_REFRESH_BATCH);
      const result = await db.execute<{ refreshed: number | string }>(sql`with window_now as (select passarela_review_window_days() as days),
      due as ((select p.user_id from profiles p where p.rating_stale_at <= now() limit ${batch})
        union
        (select p.user_id from profiles p, window_now w
          where p.has_reviews and (p.rating_window_days is null or p.rating_window_days < w.days or p.rating_window_days > w.days)
          limit ${batch})),
      done as (update profiles p set rating_stale_at = null from due where p.user_id = due.user_id returning 1)
      select count(*)::int as refreshed from done`);
      return Number(result.rows[0]?.refreshed ?? 0);
    },
  };
}

export type RatingSummariesRepository = ReturnType<typeof createRatingSummariesRepository>;
