import {
  adminJobParamsSchema,
  adminJobsPageSchema,
  adminJobsQuerySchema,
  adminModerateJobBodySchema,
  adminReviewParamsSchema,
  adminReviewSchema,
  adminReviewsPageSchema,
  adminReviewsQuerySchema,
  adminReviewVisibilityBodySchema,
} from '@passarela/shared';
import { z } from 'zod';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** Moderation in /admin: jobs (close, remove, reopen) and reviews (hide, restore), each audited with a reason. */
export const adminModerationRoutes = routesPlugin('admin', (route, { adminModerationService: moderation, jobsService }) => {
  route.get(
    '/api/admin/jobs',
    { access: ['admin'], summary: 'Every job in any state, newest first', querystring: adminJobsQuerySchema, response: { 200: adminJobsPageSchema } },
    async (request) => moderation.jobs(request.query),
  );

  route.post(
    '/api/admin/jobs/:jobId/moderate',
    {
      access: ['admin'],
      summary: 'Close, remove (cancel) or reopen a job, with a reason (audited)',
      params: adminJobParamsSchema,
      body: adminModerateJobBodySchema,
      response: { 200: z.object({ status: z.string() }) },
    },
    async (request) => {
      const job = await jobsService.act(request.sessionUser, request.params.jobId, request.body.action, request.body.reason);
      return { status: job.status };
    },
  );

  route.get(
    '/api/admin/reviews',
    {
      access: ['admin'],
      summary: 'Reviews newest first, optionally only hidden ones',
      querystring: adminReviewsQuerySchema,
      response: { 200: adminReviewsPageSchema },
    },
    async (request) => moderation.reviews(request.query),
  );

  route.post(
    '/api/admin/reviews/:reviewId/visibility',
    {
      access: ['admin'],
      summary: 'Hide a review that breaks the rules, or restore it (audited)',
      params: adminReviewParamsSchema,
      body: adminReviewVisibilityBodySchema,
      response: { 200: adminReviewSchema.pick({ id: true, hidden_at: true }) },
    },
    async (request) => moderation.setReviewHidden(request.sessionUser.id, request.params.reviewId, request.body),
  );
});
