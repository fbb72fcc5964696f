import { type ReportAction, type ReportItemKind, type ReportPerson, type ReportReason, type ReportSnapshot, URGENT_REPORT_REASON } from '@passarela/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import { toIsoString } from '../../lib/iso-time.ts';
import { ORIGINAL_TEXT_FIELD } from './report-snapshots.ts';

export interface ItemKey {
  kind: ReportItemKind;
  id: string;
}

/** Where a page of the queue ends: the last group's place in the queue's order. */
export interface QueuePosition {
  urgent: boolean;
  reporters: number;
  /** created_at of its first open report, as PostgreSQL prints it (microseconds kept). */
  firstReportedAt: string;
  kind: ReportItemKind;
  id: string;
}

export interface QueueGroupRow {
  kind: ReportItemKind;
  id: string;
  urgent: boolean;
  reporters: number;
  firstReportedAt: Date;
  firstReportedAtKey: string;
}

export interface OpenReportRow {
  id: string;
  kind: ReportItemKind;
  itemId: string;
  reporterId: string;
  reportedUserId: string | null;
  reason: ReportReason;
  details: string | null;
  snapshot: ReportSnapshot;
  createdAt: Date;
}

const openReportColumns = {
  id: reports.id,
  kind: reports.itemKind,
  itemId: reports.itemId,
  reporterId: reports.reporterId,
  reportedUserId: reports.reportedUserId,
  reason: reports.reason,
  details: reports.details,
  snapshot: reports.snapshot,
  createdAt: reports.createdAt,
};

function itemKeysSql(items: readonly ItemKey[]) {
  return sql.join(
    items.map((item) => sql`(${item.kind}, ${item.id})`),
    sql`, `,
  );
}

/** The queue's order (urgent first, then most reporters, then oldest first report), as a row to compare. */
const queueOrderKey = sql`(case when urgent then 0 else 1 end), -reporters, first_at, item_kind, item_id`;

/** Reports ("Denunciar"): one person's report of one item, and the admins' queue of open ones. */
export function createReportsRepository(db: Database) {
  return {
    /**
     * Serialises everything about one item's reports inside the caller's transaction (a new report,
     * the count that hides it, an admin closing them), so two reports arriving together cannot both
     * miss the threshold, and a report cannot slip in while its group is being resolved.
     */
    async lockItem(item: ItemKey): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reports:${item.kind}:${item.id}`}, 0))`);
    },

    /**
     * Writes an open report; undefined when the same person already has one open on the item (the
     * partial unique index reports_one_open_per_reporter_key is the guard, not a check beforehand).
     */
    async insertOpen(values: {
      reporterId: string;
      item: ItemKey;
      reportedUserId: string;
      reason: ReportReason;
      details: string | null;
      snapshot: ReportSnapshot;
    }): Promise<string | undefined> {
      const [row] = await db
        .insert(reports)
        .values({
          reporterId: values.reporterId,
          itemKind: values.item.kind,
          itemId: values.item.id,
          reportedUserId: values.reportedUserId,
          reason: values.reason,
          details: values.details,
          snapshot: values.snapshot,
        })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return row?.id;
    },

    /** How many different people have an open report on the item, and how many of those are urgent. */
    async openCounts(item: ItemKey): Promise<{ reporters: number; urgent: number }> {
      const result = await db.execute<{ reporters: number; urgent: number }>(sql`
        select count(distinct reporter_id)::int as reporters, count(*) filter (where reason = ${URGENT_REPORT_REASON})::int as urgent
          from reports where status = 'open' and item_kind = ${item.kind} and item_id = ${item.id}`);
      const row = result.rows[0];
      return { reporters: row?.reporters ?? 0, urgent: row?.urgent ?? 0 };
    },

    /** The item's open reports, oldest first (under lockItem, nobody adds or closes one meanwhile). */
    async openReportsOf(item: ItemKey): Promise<OpenReportRow[]> {
      const rows = await db
        .select(openReportColumns)
        .from(reports)
        .where(and(eq(reports.status, 'open'), eq(reports.itemKind, item.kind), eq(reports.itemId, item.id)))
        .orderBy(reports.createdAt, reports.id);
      return rows as OpenReportRow[];
    },

    /** Closes the item's open reports with the admin's decision; answers each closed report's reporter. */
    async closeOpen(
      item: ItemKey,
      decision: { status: 'dismissed' | 'actioned'; actions: ReportAction[]; reason: string; adminId: string; at: Date },
    ): Promise<{ id: string; reporterId: string }[]> {
      return db
        .update(reports)
        .set({ status: decision.status, actions: decision.actions, resolutionReason: decision.reason, resolvedBy: decision.adminId, resolvedAt: decision.at })
        .where(and(eq(reports.status, 'open'), eq(reports.itemKind, item.kind), eq(reports.itemId, item.id)))
        .returning({ id: reports.id, reporterId: reports.reporterId });
    },

    /** One page of the queue: open reports grouped by item, in the queue's order, after `after`. */
    async queuePage(after: QueuePosition | undefined, fetch: number): Promise<QueueGroupRow[]> {
      const from = after
        ? sql`where (${queueOrderKey}) > (${after.urgent ? 0 : 1}, ${-after.reporters}, ${after.firstReportedAt}::timestamptz, ${after.kind}, ${after.id})`
        : sql``;
      const result = await db.execute<{
        item_kind: ReportItemKind;
        item_id: string;
        urgent: boolean;
        reporters: number;
        first_at: Date | string;
        first_at_key: string;
      }>(sql`
        with open_groups as (
          select item_kind, item_id, bool_or(reason = ${URGENT_REPORT_REASON}) as urgent,
                 count(distinct reporter_id)::int as reporters, min(created_at) as first_at
            from reports where status = 'open'
           group by item_kind, item_id
        )
        select item_kind, item_id, urgent, reporters, first_at, first_at::text as first_at_key
          from open_groups ${from}
         order by ${queueOrderKey}
         limit ${fetch}`);
      return result.rows.map((row) => ({
        kind: row.item_kind,
        id: row.item_id,
        urgent: row.urgent,
        reporters: row.reporters,
        firstReportedAt: new Date(row.first_at),
        firstReportedAtKey: row.first_at_key,
      }));
    },

    /** How many items have open reports (the queue's length). */
    async countOpenGroups(): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from (select distinct item_kind, item_id from reports where status = 'open') g`,
      );
      return result.rows[0]?.n ?? 0;
    },

    /** The open reports of these items, oldest first. */
    async openReportsOfItems(items: readonly ItemKey[]): Promise<OpenReportRow[]> {
      if (items.length === 0) return [];
      const rows = await db
        .select(openReportColumns)
        .from(reports)
        .where(and(eq(reports.status, 'open'), sql`(${reports.itemKind}, ${reports.itemId}) in (${itemKeysSql(items)})`))
        .orderBy(reports.createdAt, reports.id);
      return rows as OpenReportRow[];
    },

    /**
     * People as the queue shows them, with their history: reports about them (and how many an
     * admin acted on), reports they sent (and how many were dismissed), their contracts and shoot
     * bookings on either side, the badge and the account's age.
     */
    async people(userIds: readonly string[]): Promise<Map<string, ReportPerson>> {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return new Map();
      const ids = sql.join(
        unique.map((id) => sql`${id}`),
        sql`, `,
      );
      const result = await db.execute<{
        id: string;
        name: string;
        email: string;
        user_type: string;
        profile_slug: string | null;
        created_at: Date | string;
        verified: boolean | null;
        suspended_at: Date | string | null;
        reports_received: number;
        reports_upheld: number;
        reports_sent: number;
        reports_dismissed: number;
        contracts: number;
      }>(sql`
        select u.id, u.name, u.email, u.user_type, p.profile_slug::text as profile_slug, u.created_at, p.is_verified as verified, u.suspended_at,
          (select count(*)::int from reports r where r.reported_user_id = u.id) as reports_received,
          (select count(*)::int from reports r where r.reported_user_id = u.id and r.status = 'actioned') as reports_upheld,
          (select count(*)::int from reports r where r.reporter_id = u.id) as reports_sent,
          (select count(*)::int from reports r where r.reporter_id = u.id and r.status = 'dismissed') as reports_dismissed,
          ((select count(*)::int from contracts c where c.owner_id = u.id or c.model_id = u.id)
            + (select count(*)::int from shoot_bookings b where b.buyer_id = u.id or b.photographer_id = u.id)) as contracts
        from users u left join profiles p on p.user_id = u.id
        where u.id in (${ids})`);
      return new Map(
        result.rows.map((row) => [
          row.id,
          {
            id: row.id,
            name: row.name,
            email: row.email,
            user_type: row.user_type,
            profile_slug: row.profile_slug,
            created_at: toIsoString(row.created_at),
            verified: row.verified === true,
            suspended_at: row.suspended_at ? toIsoString(row.suspended_at) : null,
            reports_received: row.reports_received,
            reports_upheld: row.reports_upheld,
            reports_sent: row.reports_sent,
            reports_dismissed: row.reports_dismissed,
            contracts: row.contracts,
          },
        ]),
      );
    },

    /**
     * A deleted account's traces in reports (docs/security.md #21), inside the deletion's
     * transaction. Reports she sent stay (what was reported, why, what an admin decided: the
     * reported person's history and the record of the decision) without her own words, as her
     * messages and application notes lose theirs. Snapshots of her own items follow the items: a
     * profile's is emptied (the profile is deleted), a message's text is replaced as the message's
     * is and its original text dropped; a job's, review's or package's text stays, as those rows
     * do. Every snapshot of hers loses its photos (deleted with her files) and her name, and so
     * does a snapshot of someone's review of her, which names her.
     */
    async anonymiseFor(userId: string, erasure: { name: string; removedName: string; deletedMessageText: string }): Promise<void> {
      const { name, removedName, deletedMessageText } = erasure;
      const fieldsWithoutName = (dropOriginalText: SQL) =>
        sql`coalesce((select jsonb_object_agg(key, replace(value, ${name}, ${removedName})) from jsonb_each_text(snapshot->'fields')
                       where not (${dropOriginalText} and key = ${ORIGINAL_TEXT_FIELD})), '{}'::jsonb)`;
      await db.update(reports).set({ details: null }).where(eq(reports.reporterId, userId));
      await db.execute(sql`update reports set snapshot = jsonb_build_object(
          'title', case when item_kind = 'profile' then ${removedName} else replace(snapshot->>'title', ${name}, ${removedName}) end,
          'text', case item_kind when 'profile' then '' when 'message' then ${deletedMessageText} else snapshot->>'text' end,
          'fields', case when item_kind = 'profile' then '{}'::jsonb else ${fieldsWithoutName(sql`item_kind = 'message'`)} end,
          'image_urls', '[]'::jsonb)
        where reported_user_id = ${userId}`);
      await db.execute(sql`update reports set snapshot = jsonb_set(snapshot, '{fields}', ${fieldsWithoutName(sql`false`)})
        where item_kind = 'review' and item_id in (select id::text from reviews where reviewee_id = ${userId})`);
    },

    /** Every admin who can act now (not suspended, not deleted): who hears of an urgent report. */
    async activeAdmins(): Promise<{ email: string; name: string }[]> {
      const result = await db.execute<{ email: string; name: string }>(
        sql`select email, name from users where user_type = 'admin' and suspended_at is null and deleted_at is null order by created_at`,
      );
      return result.rows;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
