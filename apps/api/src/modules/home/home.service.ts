import { HOME_FEATURED_MODELS_MAX, HOME_RECENT_JOBS_MAX, type HomeHighlights } from '@passarela/shared';
import { toJobCard } from '../jobs/index.ts';
import { toModelCard } from '../search/index.ts';
import type { HiddenPeople } from '../blocks/index.ts';
import type { HomeRepository } from './home.repository.ts';

/** What the home page shows besides its fixed texts: featured models and the newest jobs. */
export function createHomeService({ repository, hiddenPeople }: { repository: HomeRepository; hiddenPeople: HiddenPeople }) {
  return {
    /** `viewerId`: a signed-in viewer's blocked people are left out; a guest's home (also rendered on the server) is everyone's. */
    async highlights(viewerId: string | null = null, now: Date = new Date()): Promise<HomeHighlights> {
      const hidden = await hiddenPeople(viewerId);
      const [models, jobs] = await Promise.all([
        repository.featuredModels(now, HOME_FEATURED_MODELS_MAX, hidden),
        repository.recentJobs(HOME_RECENT_JOBS_MAX, hidden),
      ]);
      return { featured_models: models.map((row) => toModelCard(row, row.is_pro)), recent_jobs: jobs.map(toJobCard) };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
