import type { OverviewResponse } from '@passarela/shared';
import type { SessionUser } from '../../plugins/route-access.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { ReviewsService } from '../reviews/index.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

export interface DashboardServiceDeps {
  repository: DashboardRepository;
  reviews: Pick<ReviewsService, 'summary'>;
  notifications: Pick<NotificationsService, 'unreadCount'>;
  /** REVIEW_WINDOW_DAYS, for the rating (the settings service caches it). */
  reviewWindowDays: () => Promise<number>;
}

/** "Visão Geral": the caller's numbers for their role, each a card linking to its tab. */
export function createDashboardService({ repository, reviews, notifications, reviewWindowDays }: DashboardServiceDeps) {
  return {
    async overview(user: SessionUser): Promise<OverviewResponse> {
      const rating = await reviews.summary(user.id, await reviewWindowDays());
      const unread = await notifications.unreadCount(user.id);

      if (user.userType === 'model') {
        const applications = await repository.modelApplications(user.id);
        return {
          role: 'model',
          applications,
          applications_in_progress: applications.pending + applications.shortlisted,
          proposals_pending: await repository.modelPendingProposals(user.id),
          contracts: await repository.modelContracts(user.id),
          rating,
          unread_notifications: unread,
        };
      }
      return {
        role: 'hirer',
        jobs: await repository.ownerJobs(user.id),
        new_applicants: await repository.ownerNewApplicants(user.id),
        proposals_pending_sent: await repository.ownerPendingProposalsSent(user.id),
        contracts: await repository.ownerContracts(user.id),
        rating,
        unread_notifications: unread,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
