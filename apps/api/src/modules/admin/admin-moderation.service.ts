import { type AdminJobsQuery, type AdminReviewsQuery, isUuid } from '@passarela/shared';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditRepository } from '../audit/index.ts';
import { type AdminModerationRepository, createAdminModerationRepository } from './admin-moderation.repository.ts';

export interface AdminModerationDeps {
  repository: AdminModerationRepository;
  runInTransaction: TransactionRunner;
  now?: () => Date;
}

/**
 * Moderation in /admin: every job in any state and the reviews (jobs are closed, removed or reopened
 * through the jobs service, which audits them); hiding or restoring a review is audited with its reason.
 */
export function createAdminModerationService({ repository, runInTransaction, now = () => new Date() }: AdminModerationDeps) {
  return {
    async jobs(query: AdminJobsQuery) {
      const page = await repository.jobs(query);
      return { items: page.items, next_cursor: page.nextCursor };
    },

    async reviews(query: AdminReviewsQuery) {
      const page = await repository.reviews(query);
      return { items: page.items, next_cursor: page.nextCursor };
    },

    /** Hides a review that breaks the rules, or restores it; the change and its audit row commit together. */
    async setReviewHidden(adminId: string, reviewId: string, change: { hidden: boolean; reason: string }) {
      if (!isUuid(reviewId)) throw new AppError('REVIEW_NOT_FOUND');
      return runInTransaction(async (tx) => {
        const updated = await createAdminModerationRepository(tx).setReviewHidden(reviewId, change.hidden);
        if (!updated) throw new AppError('REVIEW_NOT_FOUND');
        await createAuditRepository(tx).record({
          actorId: adminId,
          action: change.hidden ? 'review.hide' : 'review.restore',
          targetType: 'review',
          targetId: reviewId,
          reason: change.reason,
          details: { target_label: updated.comment.slice(0, 80) || '(sem comentário)', reviewee_id: updated.revieweeId },
        });
        return { id: reviewId, hidden_at: change.hidden ? now().toISOString() : null };
      });
    },
  };
}

export type AdminModerationService = ReturnType<typeof createAdminModerationService>;
