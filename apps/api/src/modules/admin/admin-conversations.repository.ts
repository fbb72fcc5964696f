import type { AdminConversationGrounds, AdminConversationMessage, AdminConversationSummary } from '@passarela/shared';
import { and, asc, count, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, conversationMessages, conversations, reports, shootBookings, users } from '../../db/schema/index.ts';

export interface ConversationRow {
  id: string;
  subjectKind: string;
  personA: string;
  personB: string;
  createdAt: Date;
}

/** Contracts or shoot bookings of these two people that are in dispute now, by the kind of grounds. */
const disputedBetween = (a: string, b: string) => ({
  contract: and(
    eq(contracts.status, 'disputed'),
    or(and(eq(contracts.ownerId, a), eq(contracts.modelId, b)), and(eq(contracts.ownerId, b), eq(contracts.modelId, a))),
  ),
  shoot: and(
    eq(shootBookings.status, 'disputed'),
    or(and(eq(shootBookings.buyerId, a), eq(shootBookings.photographerId, b)), and(eq(shootBookings.buyerId, b), eq(shootBookings.photographerId, a))),
  ),
});

/**
 * What an admin's reading of a thread needs (docs/security.md #32): the thread, why she may read it
 * (an open report of one of its messages, or a dispute between its two people), its messages as
 * typed, and the threads of a dispute's two people.
 */
export function createAdminConversationsRepository(db: Database) {
  return {
    async find(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select({
          id: conversations.id,
          subjectKind: conversations.subjectKind,
          personA: conversations.personA,
          personB: conversations.personB,
          createdAt: conversations.createdAt,
        })
        .from(conversations)
        .where(eq(conversations.id, id));
      return row;
    },

    /** The oldest open report of a message of the thread, else a dispute between its two people. */
    async groundsFor(thread: ConversationRow): Promise<AdminConversationGrounds | null> {
      const [report] = await db
        .select({ id: reports.id })
        .from(reports)
        .innerJoin(conversationMessages, sql`${reports.itemId} = ${conversationMessages.id}::text`)
        .where(and(eq(reports.itemKind, 'message'), eq(reports.status, 'open'), eq(conversationMessages.conversationId, thread.id)))
        .orderBy(asc(reports.createdAt))
        .limit(1);
      if (report) return { kind: 'report', report_id: report.id };
      const disputed = disputedBetween(thread.personA, thread.personB);
      const [contract] = await db.select({ id: contracts.id }).from(contracts).where(disputed.contract).orderBy(asc(contracts.disputedAt)).limit(1);
      if (contract) return { kind: 'contract_dispute', contract_id: contract.id };
      const [booking] = await db.select({ id: shootBookings.id }).from(shootBookings).where(disputed.shoot).orderBy(asc(shootBookings.disputedAt)).limit(1);
      return booking ? { kind: 'shoot_dispute', shoot_booking_id: booking.id } : null;
    },

    async people(ids: string[]): Promise<{ id: string; name: string; user_type: string }[]> {
      return db.select({ id: users.id, name: users.name, user_type: users.userType }).from(users).where(inArray(users.id, ids));
    },

    /** Oldest first, `limit` of them. */
    async messages(conversationId: string, limit: number): Promise<Omit<AdminConversationMessage, 'images'>[]> {
      const rows = await db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        sender_id: row.senderId,
        body: row.body,
        original_body: row.originalBody,
        scam_warning: row.scamWarning,
        hidden_by: row.moderationHiddenBy ?? null,
        created_at: row.createdAt.toISOString(),
      }));
    },

    /** The two people of a contract or shoot booking that is in dispute now; null otherwise. */
    async disputedPair(query: { contractId?: string; shootBookingId?: string }): Promise<[string, string] | null> {
      if (query.contractId) {
        const [row] = await db
          .select({ a: contracts.ownerId, b: contracts.modelId })
          .from(contracts)
          .where(and(eq(contracts.id, query.contractId), eq(contracts.status, 'disputed')));
        return row ? [row.a, row.b] : null;
      }
      if (!query.shootBookingId) return null;
      const [row] = await db
        .select({ a: shootBookings.buyerId, b: shootBookings.photographerId })
        .from(shootBookings)
        .where(and(eq(shootBookings.id, query.shootBookingId), eq(shootBookings.status, 'disputed')));
      return row ? [row.a, row.b] : null;
    },

    /** Every thread of two people (any subject), the latest first: no message text. */
    async threadsBetween([a, b]: [string, string]): Promise<AdminConversationSummary[]> {
      const [personA, personB] = a < b ? [a, b] : [b, a];
      const rows = await db
        .select({
          id: conversations.id,
          subjectKind: conversations.subjectKind,
          createdAt: conversations.createdAt,
          lastMessageAt: max(conversationMessages.createdAt),
          messages: count(conversationMessages.id),
        })
        .from(conversations)
        .leftJoin(conversationMessages, eq(conversationMessages.conversationId, conversations.id))
        .where(and(eq(conversations.personA, personA), eq(conversations.personB, personB)))
        .groupBy(conversations.id)
        .orderBy(desc(conversations.lastMessageAt));
      return rows.map((row) => ({
        id: row.id,
        subject_kind: row.subjectKind,
        started_at: row.createdAt.toISOString(),
        last_message_at: (row.lastMessageAt ?? row.createdAt).toISOString(),
        messages: row.messages,
      }));
    },
  };
}

export type AdminConversationsRepository = ReturnType<typeof createAdminConversationsRepository>;
