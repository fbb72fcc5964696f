import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance.ts';
import type { Database } from '../../db/client.ts';
import { literalRowCount } from '../../db/statement-runner.ts';

/** Profiles whose rating copy is remade per statement: one short write at a time. */
export const RATING_REFRESH_BATCH = 500;
/** Rounds per run at most: a run never holds the app for long, whatever it finds; the next run goes on. */
export const RATING_REFRESH_MAX_ROUNDS = 100;
/** How often the copies are caught up; until then a card whose copy is stale is rated from its reviews. */
export const RATING_REFRESH_INTERVAL_MS = 60_000;

/**
 * Remakes the rating copies on profiles (migration 0018) that no longer hold: those a waiting
 * review has shown since (rating_stale_at passed) and those made for another review window (the
 * setting changed). Writing rating_stale_at makes the trigger recompute the copy from the
 * reviews, with a stale time always ahead of now, so each round finds only rows not yet done.
 * Answers how many profiles were refreshed.
 */
export async function refreshRatingSummaries(db: Database): Promise<number> {
  const batch = literalRowCount(RATING_REFRESH_BATCH);
  let refreshed = 0;
  for (let round = 0; round < RATING_REFRESH_MAX_ROUNDS; round++) {
    const result = await db.execute<{ refreshed: number | string }>(sql`with window_now as (select passarela_review_window_days() as days),
      due as ((select p.user_id from profiles p where p.rating_stale_at <= now() limit ${batch})
        union
        (select p.user_id from profiles p, window_now w
          where p.has_reviews and (p.rating_window_days is null or p.rating_window_days < w.days or p.rating_window_days > w.days)
          limit ${batch})),
      done as (update profiles p set rating_stale_at = null from due where p.user_id = due.user_id returning 1)
      select count(*)::int as refreshed from done`);
    const count = Number(result.rows[0]?.refreshed ?? 0);
    if (count === 0) break;
    refreshed += count;
  }
  return refreshed;
}

/**
 * Runs refreshRatingSummaries every RATING_REFRESH_INTERVAL_MS for as long as the app runs; the
 * timer is cleared when it closes. Not started in tests: they call refreshRatingSummaries.
 */
export function scheduleRatingSummaryRefresh(app: AppInstance): void {
  const timer = setInterval(() => {
    refreshRatingSummaries(app.database.db).catch((error: unknown) => app.log.error({ err: error }, 'rating summary refresh failed'));
  }, RATING_REFRESH_INTERVAL_MS);
  // The timer never keeps the process alive on its own.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
