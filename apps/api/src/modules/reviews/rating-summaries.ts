import type { AppInstance } from '../../app-instance.ts';
import type { RatingSummariesRepository } from './rating-summaries.repository.ts';

/** Rounds per run at most: a run never holds the app for long, whatever it finds; the next run goes on. */
export const RATING_REFRESH_MAX_ROUNDS = 100;
/** How often the copies are caught up; until then a card whose copy is stale is rated from its reviews. */
export const RATING_REFRESH_INTERVAL_MS = 60_000;

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

/**
 * Refreshes the rating copies every RATING_REFRESH_INTERVAL_MS for as long as the app runs; the
 * timer is cleared when it closes. Not started in tests: they call the service's refresh.
 */
export function scheduleRatingSummaryRefresh(app: AppInstance): void {
  const { ratingSummariesService } = app.services;
  const timer = setInterval(() => {
    ratingSummariesService.refresh().catch((error: unknown) => app.log.error({ err: error }, 'rating summary refresh failed'));
  }, RATING_REFRESH_INTERVAL_MS);
  // The timer never keeps the process alive on its own.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
