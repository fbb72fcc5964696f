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
import { createTransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { createJobsRepository } from '../jobs/jobs.repository.ts';
import { createJobsService } from '../jobs/jobs.service.ts';
import { createAdminModerationRepository } from './admin-moderation.repository.ts';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Moderation in /admin: jobs (close, remove, reopen) and reviews (hide, restore), each audited with a reason. */
export async function adminModerationRoutes(app: AppInstance) {
  const db = app.database.db;
  const runInTransaction = createTransactionRunner(db);
  const moderation = createAdminModerationRepository(db);
  const jobsService = createJobsService({ db, repository: createJobsRepository(db), runInTransaction });
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/admin/jobs',
    {
      config: { access: ['admin'] },
      schema: { tags: ['admin'], summary: 'Every job in any state, newest first', querystring: adminJobsQuerySchema, response: { 200: adminJobsPageSchema } },
    },
    async (request, reply) => {
      const page = await moderation.jobs(request.query);
      return reply.headers(noStore).send({ items: page.items, next_cursor: page.nextCursor });
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
      const page = await moderation.reviews(request.query);
      return reply.headers(noStore).send({ items: page.items, next_cursor: page.nextCursor });
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
    async (request) => {
      const adminId = requireSessionUser(request).id;
      const { reviewId } = request.params;
      if (!isUuid(reviewId)) throw new AppError('REVIEW_NOT_FOUND');
      return runInTransaction(async (tx) => {
        const updated = await createAdminModerationRepository(tx).setReviewHidden(reviewId, request.body.hidden);
        if (!updated) throw new AppError('REVIEW_NOT_FOUND');
        await recordAudit(tx, {
          actorId: adminId,
          action: request.body.hidden ? 'review.hide' : 'review.restore',
          targetType: 'review',
          targetId: reviewId,
          reason: request.body.reason,
          details: { target_label: updated.comment.slice(0, 80) || '(sem comentário)', reviewee_id: updated.revieweeId },
        });
        return { id: reviewId, hidden_at: request.body.hidden ? new Date().toISOString() : null };
      });
    },
  );
}
