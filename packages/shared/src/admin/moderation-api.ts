import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { jobStates } from '../jobs/job-states.ts';
import { optionalText } from '../search/list-query.ts';

const reasonSchema = textInput({ max: 1000, min: 1, required: 'Informe o motivo.' });

/** GET /api/admin/jobs: every job, any state, newest first (moderation). */
export const adminJobsQuerySchema = z.object({ status: z.enum(jobStates).optional(), q: optionalText(120), cursor: optionalText(200) }).strict();
export type AdminJobsQuery = z.infer<typeof adminJobsQuerySchema>;
export const adminJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  state: z.string(),
  status: z.enum(jobStates),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  created_at: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobsPageSchema = z.object({ items: z.array(adminJobSchema), next_cursor: z.string().nullable() });
export type AdminJobsPage = z.infer<typeof adminJobsPageSchema>;

/** POST /api/admin/jobs/:jobId/moderate: close or remove (cancel) someone's job, or reopen it. */
export const moderatedJobActions = ['close', 'cancel', 'reopen'] as const;
export const adminModerateJobBodySchema = z.object({ action: z.enum(moderatedJobActions), reason: reasonSchema }).strict();
export type AdminModerateJobBody = z.infer<typeof adminModerateJobBodySchema>;

/** GET /api/admin/reviews: reviews newest first, optionally only the hidden ones. */
export const adminReviewsQuerySchema = z.object({ hidden: z.enum(['true', 'false']).optional(), cursor: optionalText(200) }).strict();
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;
export const adminReviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  comment: z.string(),
  reply: z.string().nullable(),
  reviewer: z.object({ id: z.string(), name: z.string() }),
  reviewee: z.object({ id: z.string(), name: z.string() }),
  contract_title: z.string(),
  hidden_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsPageSchema = z.object({ items: z.array(adminReviewSchema), next_cursor: z.string().nullable() });
export type AdminReviewsPage = z.infer<typeof adminReviewsPageSchema>;

/** POST /api/admin/reviews/:reviewId/visibility: hide a review that breaks the rules, or restore it. */
export const adminReviewVisibilityBodySchema = z.object({ hidden: z.boolean(), reason: reasonSchema }).strict();
export type AdminReviewVisibilityBody = z.infer<typeof adminReviewVisibilityBodySchema>;
export const adminJobParamsSchema = z.object({ jobId: textInput({ max: 100, min: 1 }) }).strict();
export const adminReviewParamsSchema = z.object({ reviewId: textInput({ max: 100, min: 1 }) }).strict();
