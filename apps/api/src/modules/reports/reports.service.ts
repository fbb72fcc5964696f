import { type CreateReportBody, type CreateReportResponse, REPORTERS_TO_HIDE, URGENT_REPORT_REASON } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/route-access.ts';
import { type RateLimiter, rateLimitRules } from '../rate-limits/index.ts';
import { createReportItemsRepository } from './report-items.repository.ts';
import { snapshotOf } from './report-snapshots.ts';
import { createReportsRepository } from './reports.repository.ts';
import type { UrgentReportAlert } from './urgent-report-alert.ts';

export interface ReportsServiceDeps {
  runInTransaction: TransactionRunner;
  rateLimiter: RateLimiter;
  /** Emails every admin at once about a "Menor de idade em risco" report (urgent-report-alert.ts). */
  urgentAlert: UrgentReportAlert;
  logger: FastifyBaseLogger;
}

/**
 * "Denunciar" (docs/product.md "Safety"): a signed-in person reports a profile, job, review,
 * message or shoot package they can see and did not write. The report keeps the item as it was
 * (report-snapshots.ts). Reports from REPORTERS_TO_HIDE different people hide the item until an
 * admin reviews it; an urgent reason emails every admin.
 */
export function createReportsService({ runInTransaction, rateLimiter, urgentAlert, logger }: ReportsServiceDeps) {
  return {
    async create(reporter: SessionUser, body: CreateReportBody): Promise<CreateReportResponse> {
      // A flood of reports is abuse in itself: counted per person and day, refused or not.
      await rateLimiter.consume([{ rule: rateLimitRules.reportsUser, subject: reporter.id }]);
      const item = { kind: body.item.kind, id: body.item.id };
      const created = await runInTransaction(async (tx) => {
        const reportsRepository = createReportsRepository(tx);
        const items = createReportItemsRepository(tx);
        // Every report of this item waits here for the one before it: the count below sees them all.
        await reportsRepository.lockItem(item);
        const found = await items.find(item.kind, item.id, reporter.id);
        if (!found) throw new AppError('REPORT_ITEM_NOT_FOUND');
        if (found.author_id === reporter.id) throw new AppError('REPORT_SELF');
        if (!found.visible) throw new AppError('REPORT_ITEM_NOT_FOUND');
        const id = await reportsRepository.insertOpen({
          reporterId: reporter.id,
          item,
          reportedUserId: found.author_id,
          reason: body.reason,
          details: body.details || null,
          snapshot: snapshotOf(found),
        });
        if (!id) throw new AppError('REPORT_ALREADY_OPEN');
        const counts = await reportsRepository.openCounts(item);
        // Hidden until an admin reviews it; an item already hidden (by an admin, say) stays as it is.
        const hidden = counts.reporters >= REPORTERS_TO_HIDE && (await items.setHidden(item.kind, item.id, 'reports', null));
        // Only the report that makes the group urgent alerts the admins: the group is then at the top.
        const firstUrgent = body.reason === URGENT_REPORT_REASON && counts.urgent === 1;
        return { id, hidden, firstUrgent };
      });
      if (created.hidden) logger.info({ kind: item.kind, itemId: item.id }, 'reported item hidden by reports');
      if (created.firstUrgent) await urgentAlert.send(item.kind);
      return { id: created.id, status: 'open' };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
