import type { JobQueue } from '../../lib/job-queue/job-queue.ts';
import type { RatingSummariesRepository } from './rating-summaries.repository.ts';

/** Rounds per run at most: a run never holds the app for long, whatever it finds; the next run goes on. */
export const RATING_REFRESH_MAX_ROUNDS = 100;
/** How often the copies are caught up (every minute, UTC cron); until then a card whose copy is stale is rated from its reviews. */
export const RATING_REFRESH_CRON = '* * * * *';

/** Keeps the rating copies on profiles (migration 0018) caught up with the reviews and the review window. */
export function createRatingSummariesService(repository: RatingSummariesRepository) {
  return {
    /** Remakes every copy that no longer holds, a batch at a time; answers how many profiles were refreshed. */
    async refresh(): Promise<number> {
      let refreshed = 0;
      for (let round = 0; round < RATING_REFRESH_MAX_ROUNDS; round++) {
        const count = await repository.refreshDueBatch();
        if (count === 0) break;
        refreshed += count;
      }
      return refreshed;
    },
  };
}

export type RatingSummariesService = ReturnType<typeof createRatingSummariesService>;

/** The queue of refresh runs. */
export const RATING_SUMMARIES_QUEUE = 'reviews.rating-summaries';

/**
 * Refreshes the rating copies every minute (the cron's finest step) as a scheduled job
 * (docs/architecture.md "Job queue"): one run at a time across every instance. Until a run
 * comes, a card whose copy is stale is rated from its reviews.
 */
export async function scheduleRatingSummaryRefresh(jobs: JobQueue, deps: { ratingSummariesService: RatingSummariesService }): Promise<void> {
  await jobs.work(
    RATING_SUMMARIES_QUEUE,
    async () => {
      await deps.ratingSummariesService.refresh();
    },
    { unique: true, retryLimit: 1, retryDelaySeconds: 30, keepFinishedSeconds: 3600 },
  );
  await jobs.schedule(RATING_SUMMARIES_QUEUE, RATING_REFRESH_CRON);
}
