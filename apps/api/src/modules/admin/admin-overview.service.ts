import type { AdminOverview, OverviewPeriod } from '@passarela/shared';
import type { AdminOverviewRepository } from './admin-overview.repository.ts';

/** The admin's overview: users, jobs, applications and contracts now and over time. */
export function createAdminOverviewService(repository: AdminOverviewRepository) {
  return {
    snapshot: (period: OverviewPeriod): Promise<AdminOverview> => repository.snapshot(period),
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
