import {
  type AdminReportsPage,
  type AuditAction,
  notificationTitle,
  type ReportAction,
  reportActions,
  type ReportGroup,
  type ReportItemKind,
  reportItemKinds,
  type ResolveReportsResponse,
  reportTexts,
} from '@passarela/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { createCursorCodec, cursorText, cursorTimestamp } from '../../lib/cursor-codec.ts';
import type { SessionUser } from '../../plugins/route-access.ts';
import { createAuditRepository } from '../audit/index.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { createReportItemsRepository, type ReportItemsRepository } from './report-items.repository.ts';
import { authorLinkOf, conversationOf, itemPhraseForAuthor, linkOf, moderationNoticeBody, queuedSnapshot } from './report-snapshots.ts';
import { createReportsRepository, type ItemKey, type OpenReportRow, type QueuePosition, type ReportsRepository } from './reports.repository.ts';

const QUEUE_PAGE_SIZE = 20;

/** Where the reporters' notification leads: the rules of the platform, never the item. */
const REPORTER_NOTIFICATION_LINK = '/seguranca';

const queueCursor = createCursorCodec(
  z
    .object({
      v: z.literal(1),
      u: z.boolean(),
      n: z.number().int().min(1).max(1_000_000),
      f: cursorTimestamp,
      k: z.enum(reportItemKinds),
      i: cursorText(100),
    })
    .strict(),
  {
    toPayload: (position: QueuePosition) => ({
      v: 1 as const,
      u: position.urgent,
      n: position.reporters,
      f: position.firstReportedAt,
      k: position.kind,
      i: position.id,
    }),
    fromPayload: (payload) => ({ urgent: payload.u, reporters: payload.n, firstReportedAt: payload.f, kind: payload.k, id: payload.i }),
  },
);

/** The audit row's target: a profile is its owner's account; everything else is itself. */
const auditTargetType = {
  profile: 'user',
  job: 'job',
  review: 'review',
  message: 'message',
  shoot_package: 'shoot_package',
} as const satisfies Record<ReportItemKind, string>;

export interface ReportsAdminServiceDeps {
  repository: ReportsRepository;
  items: ReportItemsRepository;
  runInTransaction: TransactionRunner;
  /** The accounts' own suspension (admin-users.service.ts `suspend`): signs the person out everywhere and audits 'user.suspend'. */
  suspendUser: (adminId: string, userId: string, reason: string) => Promise<unknown>;
  /** After the commit; a failure is logged by the notifier, never thrown. */
  notify: (input: NotificationInput) => Promise<void>;
  now?: () => Date;
}

/**
 * The admins' queue of reports (/admin?secao=denuncias, docs/product.md "Safety"): open reports
 * grouped by item, urgent first, then the most reported, then the oldest; and the decision that
 * closes a group: dismiss, or hide the item, warn or suspend its author, each with the admin's
 * reason and audited. Reporters are told the outcome in general terms (reportTexts).
 */
export function createReportsAdminService({ repository, items, runInTransaction, suspendUser, notify, now = () => new Date() }: ReportsAdminServiceDeps) {
  async function groupsOf(rows: Awaited<ReturnType<ReportsRepository['queuePage']>>): Promise<ReportGroup[]> {
    const open = await repository.openReportsOfItems(rows);
    const found = await Promise.all(rows.map((row) => items.find(row.kind, row.id, null)));
    const reportsOf = (row: ItemKey) => open.filter((report) => report.kind === row.kind && report.itemId === row.id);
    const reportedIds = rows.map((row, index) => found[index]?.author_id ?? reportsOf(row)[0]?.reportedUserId ?? null);
    const people = await repository.people([...reportedIds.filter((id): id is string => id !== null), ...open.map((report) => report.reporterId)]);
    return rows.flatMap((row, index) => {
      const reports = reportsOf(row);
      const first = reports[0];
      // Closed by another admin between the two reads: no longer in the queue.
      if (!first) return [];
      const item = found[index];
      const reportedId = reportedIds[index];
      return [
        {
          item: { kind: row.kind, id: row.id },
          urgent: row.urgent,
          reporters: row.reporters,
          first_reported_at: row.firstReportedAt.toISOString(),
          snapshot: queuedSnapshot(first.snapshot),
          link: item ? linkOf(item, row.id) : null,
          conversation_id: conversationOf(row.kind, item, first.snapshot),
          hidden: item?.hidden_by ?? null,
          reported_person: (reportedId && people.get(reportedId)) || null,
          reports: reports.flatMap((report) => {
            const reporter = people.get(report.reporterId);
            return reporter ? [{ id: report.id, reason: report.reason, details: report.details, created_at: report.createdAt.toISOString(), reporter }] : [];
          }),
        },
      ];
    });
  }

  /** The item's author hears what was done to their item and why (always emailed: account safety). */
  async function tellAuthor(kind: ReportItemKind, id: string, authorId: string, first: OpenReportRow, actions: ReportAction[], reason: string) {
    const what = itemPhraseForAuthor(kind, first.snapshot);
    const link = authorLinkOf(kind, id, await items.find(kind, id, null));
    const notices = [
      ...(actions.includes('hide') ? (['moderation_hidden'] as const) : []),
      ...(actions.includes('warn') ? (['moderation_warning'] as const) : []),
    ];
    for (const type of notices) await notify({ userId: authorId, type, title: notificationTitle(type), body: moderationNoticeBody(type, what, reason), link });
  }

  return {
    async queue(cursor: string | undefined): Promise<AdminReportsPage> {
      const after = cursor ? queueCursor.decode(cursor) : undefined;
      const [rows, openGroups] = await Promise.all([repository.queuePage(after, QUEUE_PAGE_SIZE + 1), repository.countOpenGroups()]);
      const page = rows.slice(0, QUEUE_PAGE_SIZE);
      const last = page.at(-1);
      const nextCursor =
        rows.length > QUEUE_PAGE_SIZE && last
          ? queueCursor.encode({ urgent: last.urgent, reporters: last.reporters, firstReportedAt: last.firstReportedAtKey, kind: last.kind, id: last.id })
          : null;
      return { items: await groupsOf(page), next_cursor: nextCursor, open_groups: openGroups };
    },

    /**
     * Closes every open report of the item. No action dismisses them; otherwise each action is
     * applied. Either way an item three reporters hid is shown again unless the admin hides it
     * (now that it was reviewed, the admin's decision is what keeps it hidden or not). The
     * suspension goes first, through the accounts' own flow (its own transaction and audit), so a
     * refused suspension closes nothing; the rest commits in one transaction with its audit rows.
     */
    async resolve(admin: SessionUser, item: ItemKey, decision: { actions: ReportAction[]; reason: string }): Promise<ResolveReportsResponse> {
      const actions = reportActions.filter((action) => decision.actions.includes(action));
      const status = actions.length === 0 ? 'dismissed' : 'actioned';
      const open = await repository.openReportsOf(item);
      const first = open[0];
      if (!first) throw new AppError('REPORT_GROUP_NOT_FOUND');
      const authorId = (await items.find(item.kind, item.id, null))?.author_id ?? first.reportedUserId;
      if (actions.includes('suspend')) {
        if (!authorId) throw new AppError('USER_NOT_FOUND');
        const author = (await repository.people([authorId])).get(authorId);
        // Already suspended: the first suspension and its reason stand.
        if (!author?.suspended_at) await suspendUser(admin.id, authorId, decision.reason);
      }
      const at = now();
      const closed = await runInTransaction(async (tx: Database) => {
        const txReports = createReportsRepository(tx);
        const txItems = createReportItemsRepository(tx);
        const audit = createAuditRepository(tx);
        await txReports.lockItem(item);
        const reports = await txReports.closeOpen(item, { status, actions, reason: decision.reason, adminId: admin.id, at });
        if (reports.length === 0) throw new AppError('REPORT_GROUP_NOT_FOUND');
        let restored = false;
        if (actions.includes('hide')) await txItems.setHidden(item.kind, item.id, 'admin');
        else restored = await txItems.setHidden(item.kind, item.id, null, 'reports');
        const audited: AuditAction[] = [
          ...(actions.length === 0 ? (['report.dismiss'] as const) : []),
          ...(actions.includes('hide') ? (['report.hide'] as const) : []),
          ...(actions.includes('warn') ? (['report.warn'] as const) : []),
          ...(restored ? (['report.restore'] as const) : []),
        ];
        for (const action of audited)
          await audit.record({
            actorId: admin.id,
            action,
            targetType: auditTargetType[item.kind],
            targetId: item.id,
            reason: decision.reason,
            details: { target_label: first.snapshot.title.slice(0, 80), item_kind: item.kind, user_id: authorId, reports: reports.length, actions },
          });
        return reports;
      });

      if (authorId && (actions.includes('hide') || actions.includes('warn'))) await tellAuthor(item.kind, item.id, authorId, first, actions, decision.reason);
      const outcome = status === 'actioned' ? reportTexts.resolvedActioned : reportTexts.resolvedDismissed;
      for (const reporterId of new Set(closed.map((report) => report.reporterId)))
        await notify({
          userId: reporterId,
          type: 'report_resolved',
          title: notificationTitle('report_resolved'),
          body: outcome,
          link: REPORTER_NOTIFICATION_LINK,
        });
      return { status, resolved: closed.length };
    },
  };
}

export type ReportsAdminService = ReturnType<typeof createReportsAdminService>;
