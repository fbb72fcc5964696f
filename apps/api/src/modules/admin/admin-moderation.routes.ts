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
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

/** Moderation in /admin: jobs (close, remove, reopen) and reviews (hide, restore), each audited with a reason. */
export async function adminModerationRoutes(app: AppInstance) {
  const { adminModerationService: moderation, jobsService } = app.services;
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/admin/jobs',
    {
      config: { access: ['admin'] },
      schema: { tags: ['admin'], summary: 'Every job in any state, newest first', querystring: adminJobsQuerySchema, response: { 200: adminJobsPageSchema } },
    },
    async (request, reply) => {
      return reply.headers(noStore).send(await moderation.jobs(request.query));
    },
  );

  app.post(
    '/api/admin/jobs/:jobId/moderate',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Close, remove (cancel) or reopen a job, with a reason (audited)',
        params: adminJobParamsSchema,
        body: adminModerateJobBodySchema,
        response: { 200: z.object({ status: z.string() }) },
      },
    },
    async (request) => {
      const job = await jobsService.act(requireSessionUser(request), request.params.jobId, request.body.action, request.body.reason);
      return { status: job.status };
    },
  );

  app.get(
    '/api/admin/reviews',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Reviews newest first, optionally only hidden ones',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsPageSchema },
      },
    },
    async (request, reply) => {
      return reply.headers(noStore).send(await moderation.reviews(request.query));
    },
  );

  app.post(
    '/api/admin/reviews/:reviewId/visibility',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Hide a review that breaks the rules, or restore it (audited)',
        params: adminReviewParamsSchema,
        body: adminReviewVisibilityBodySchema,
        response: { 200: adminReviewSchema.pick({ id: true, hidden_at: true }) },
      },
    },
    async (request) => moderation.setReviewHidden(requireSessionUser(request).id, request.params.reviewId, request.body),
  );
}
