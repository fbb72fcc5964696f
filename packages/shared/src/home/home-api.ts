import { z } from 'zod';
import { jobCardSchema } from '../jobs/jobs-api.ts';
import { modelCardSchema } from '../search/models-search.ts';

/** How many cards each section of the home page shows at most: two rows of a laptop's grid. */
export const HOME_FEATURED_MODELS_MAX = 8;
export const HOME_RECENT_JOBS_MAX = 6;

/**
 * GET /api/home: the two lists the home page shows (docs/product.md "Home"). Featured models: PRO
 * and verified first, then the most complete profiles, then the newest; recent jobs: the newest
 * open jobs. The same cards as /modelos and /vagas, so links and badges mean the same there.
 */
export const homeHighlightsSchema = z.object({
  featured_models: z.array(modelCardSchema).max(HOME_FEATURED_MODELS_MAX),
  recent_jobs: z.array(jobCardSchema).max(HOME_RECENT_JOBS_MAX),
});
export type HomeHighlights = z.infer<typeof homeHighlightsSchema>;
