import { z } from 'zod';
import { applicationStates } from '../applications/application-states.ts';
import { contractStates } from '../contracts/contract-states.ts';
import { jobStates } from '../jobs/job-states.ts';
import { ratingSummarySchema } from '../reviews/reviews-api.ts';

const countsOf = <T extends readonly [string, ...string[]]>(states: T) =>
  z.object(Object.fromEntries(states.map((state) => [state, z.number().int().min(0)])) as { [K in T[number]]: z.ZodNumber });

export const applicationCountsSchema = countsOf(applicationStates);
export const contractCountsSchema = countsOf(contractStates);
export const jobCountsSchema = countsOf(jobStates);

const count = z.number().int().min(0);

/** What both overviews end with: the caller's contracts by state, her rating and the unread bell. */
const sharedOverviewShape = {
  contracts: contractCountsSchema,
  rating: ratingSummarySchema,
  unread_notifications: count,
};

/** GET /api/me/overview for a model ("Visão Geral"). */
export const modelOverviewSchema = z.object({
  role: z.literal('model'),
  applications: applicationCountsSchema,
  /** pending + shortlisted: 'em andamento'. */
  applications_in_progress: count,
  proposals_pending: count,
  ...sharedOverviewShape,
});

/** GET /api/me/overview for a contractor, photographer or admin. */
export const hirerOverviewSchema = z.object({
  role: z.literal('hirer'),
  jobs: jobCountsSchema,
  /** Pending applications on the caller's open jobs. */
  new_applicants: count,
  /** Proposals the caller sent that still wait for an answer. */
  proposals_pending_sent: count,
  ...sharedOverviewShape,
});

export const overviewResponseSchema = z.discriminatedUnion('role', [modelOverviewSchema, hirerOverviewSchema]);
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
export type ModelOverview = z.infer<typeof modelOverviewSchema>;
export type HirerOverview = z.infer<typeof hirerOverviewSchema>;
