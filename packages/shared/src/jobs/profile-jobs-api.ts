import { z } from 'zod';
import { jobCardSchema } from './jobs-api.ts';

/** At most this many of a profile's open jobs are listed on it, newest first. */
export const PROFILE_OPEN_JOBS_MAX = 24;

/** GET /api/profiles/:slug/jobs: the open jobs a contractor, agency or photographer posted. */
export const profileOpenJobsSchema = z.object({ items: z.array(jobCardSchema).max(PROFILE_OPEN_JOBS_MAX) });
export type ProfileOpenJobs = z.infer<typeof profileOpenJobsSchema>;
