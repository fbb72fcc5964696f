import { contractContactStates, shootBookingContactStates } from '@passarela/shared';
import { and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  contracts,
  conversationMessages,
  conversationParticipants,
  conversations,
  notifications,
  profiles,
  shootBookings,
  users,
} from '../../db/schema/index.ts';
import { afterKeyset, createdAtKey, encodeKeysetCursor, keysetColumns, newestFirstPage } from '../../lib/keyset-cursor.ts';

export type ConversationSubjectKind = (typeof conversations.$inferSelect)['subjectKind'];
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

/** A person as a thread shows them. */
export interface ConversationPersonRow {
  userId: string;
  name: string;
  userType: string;
  profileSlug: string | null;
  profileImageUrl: string | null;
  /** profiles.is_verified (null: no profile). */
  isVerified: boolean | null;
}

/** One row of the caller's list: the thread, the other side and what is unread. */
export interface ConversationListRow {
  id: string;
  subjectKind: ConversationSubjectKind;
  subjectId: string;
  otherId: string;
  lastMessageAtKey: string;
  lastMessageAt: Date;
  unreadCount: number;
  lastBody: string | null;
  lastSenderId: string | null;
  lastCreatedAt: Date | null;
  lastHiddenBy: string | null;
}

/** The pair as stored: ordered, so one pair and subject is one row (conversations_subject_pair_key). */
export function orderedPair(first: string, second: string): { personA: string; personB: string } {
  return first < second ? { personA: first, personB: second } : { personA: second, personB: first };
}

/** Statuses of a paid contract: the contact shield is off between its two parties. */
const paidContractStatuses = [...contractContactStates];

export function createConversationsRepository(db: Database) {
  const unreadOf = (userId: string) => sql<number>`(
    select count(*)::int from ${conversationMessages} m
    where m.conversation_id = ${conversationParticipants.conversationId}
      and m.sender_id <> ${userId}
      and m.created_at > coalesce(${conversationParticipants.lastReadAt}, 'epoch'::timestamptz)
  )`;

  return {
    /** Finds the thread of a subject and pair, creating it (and both sides' rows) when it is new. */
    async findOrCreate(input: { subjectKind: ConversationSubjectKind; subjectId: string; starter: string; other: string }) {
      const pair = orderedPair(input.starter, input.other);
      const inserted = await db
        .insert(conversations)
        .values({ subjectKind: input.subjectKind, subjectId: input.subjectId, ...pair, startedBy: input.starter })
        .onConflictDoNothing()
        .returning();
      const created = inserted[0];
      if (created) {
        await db.insert(conversationParticipants).values([
          { conversationId: created.id, userId: pair.personA },
          { conversationId: created.id, userId: pair.personB },
        ]);
        return { conversation: created, created: true };
      }
      const [existing] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.subjectKind, input.subjectKind),
            eq(conversations.subjectId, input.subjectId),
            eq(conversations.personA, pair.personA),
            eq(conversations.personB, pair.personB),
          ),
        )
        .for('update');
      if (!existing) throw new Error('conversation vanished between insert and select');
      return { conversation: existing, created: false };
    },

    /** The thread if `userId` is one of its two people, locked when asked (a message is being added). */
    async findForParticipant(conversationId: string, userId: string, options: { lock?: boolean } = {}): Promise<ConversationRow | null> {
      const query = db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), or(eq(conversations.personA, userId), eq(conversations.personB, userId))));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insertMessage(input: {
      conversationId: string;
      senderId: string;
      body: string;
      originalBody: string | null;
      contactHidden: boolean;
      scamWarning: boolean;
    }) {
      const [message] = await db.insert(conversationMessages).values(input).returning();
      if (!message) throw new Error('message not inserted');
      await db.update(conversations).set({ lastMessageAt: message.createdAt }).where(eq(conversations.id, input.conversationId));
      // A new message brings a hidden thread back to the list of whoever hid it.
      await db
        .update(conversationParticipants)
        .set({ lastMessageAt: message.createdAt })
        .where(eq(conversationParticipants.conversationId, input.conversationId));
      await db
        .update(conversationParticipants)
        .set({ lastReadAt: message.createdAt })
        .where(and(eq(conversationParticipants.conversationId, input.conversationId), eq(conversationParticipants.userId, input.senderId)));
      return message;
    },

    /** Messages from the other side the recipient had not read before this one arrived. */
    async unreadInThread(conversationId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ count: unreadOf(userId) })
        .from(conversationParticipants)
        .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
      return row?.count ?? 0;
    },

    /**
     * Takes the thread's email slot for `userId` if the last email is older than `minutes`: the
     * update is the check, so two messages at once send one email.
     */
    async claimEmailSlot(conversationId: string, userId: string, now: Date, minutes: number): Promise<boolean> {
      const since = new Date(now.getTime() - minutes * 60_000);
      const claimed = await db
        .update(conversationParticipants)
        .set({ lastEmailedAt: now })
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.userId, userId),
            or(isNull(conversationParticipants.lastEmailedAt), sql`${conversationParticipants.lastEmailedAt} <= ${since.toISOString()}::timestamptz`),
          ),
        )
        .returning({ userId: conversationParticipants.userId });
      return claimed.length > 0;
    },

    async listPage(userId: string, cursor: string | undefined, limit: number): Promise<{ rows: ConversationListRow[]; nextCursor: string | null }> {
      // The latest message of the thread, one column at a time (the thread index answers each).
      const lastMessage = (column: SQL) => sql`(
        select ${column} from ${conversationMessages} m
        where m.conversation_id = ${conversationParticipants.conversationId}
        order by m.created_at desc, m.id desc limit 1
      )`;
      const conditions = [
        eq(conversationParticipants.userId, userId),
        // Hidden by this person, until a newer message arrives.
        or(isNull(conversationParticipants.hiddenAt), gt(conversationParticipants.lastMessageAt, conversationParticipants.hiddenAt)),
        cursor ? afterKeyset(conversationParticipants.lastMessageAt, conversationParticipants.conversationId, cursor) : undefined,
      ];
      const rows = await db
        .select({
          id: conversations.id,
          subjectKind: conversations.subjectKind,
          subjectId: conversations.subjectId,
          otherId: sql<string>`case when ${conversations.personA} = ${userId} then ${conversations.personB} else ${conversations.personA} end`,
          lastMessageAtKey: createdAtKey(conversationParticipants.lastMessageAt),
          lastMessageAt: conversationParticipants.lastMessageAt,
          unreadCount: unreadOf(userId),
          lastBody: sql<string | null>`${lastMessage(sql`m.body`)}`,
          lastSenderId: sql<string | null>`${lastMessage(sql`m.sender_id`)}`,
          lastCreatedAt: sql<string | null>`${lastMessage(sql`m.created_at`)}`,
          lastHiddenBy: sql<string | null>`${lastMessage(sql`m.moderation_hidden_by`)}`,
        })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(and(...conditions))
        .orderBy(desc(conversationParticipants.lastMessageAt), desc(conversationParticipants.conversationId))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const nextCursor = rows.length > limit && last ? encodeKeysetCursor({ createdAt: last.lastMessageAtKey, id: last.id }) : null;
      return { rows: page.map((row) => ({ ...row, lastCreatedAt: row.lastCreatedAt ? new Date(row.lastCreatedAt) : null })), nextCursor };
    },

    async participant(conversationId: string, userId: string) {
      const [row] = await db
        .select()
        .from(conversationParticipants)
        .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
      return row ?? null;
    },

    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${unreadOf(userId)}), 0)::int` })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.userId, userId));
      return row?.count ?? 0;
    },

    async markRead(conversationId: string, userId: string, at: Date): Promise<void> {
      await db
        .update(conversationParticipants)
        .set({ lastReadAt: at })
        .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
    },

    /** The bell's "Nova mensagem" lines of a thread, read with it. Answers how many were unread. */
    async markThreadNotificationsRead(conversationId: string, userId: string, at: Date): Promise<number> {
      const marked = await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, 'message_received'),
            eq(notifications.link, `/mensagens/${conversationId}`),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return marked.length;
    },

    async hideAndReport(conversationId: string, userId: string, at: Date): Promise<void> {
      await db
        .update(conversationParticipants)
        .set({ hiddenAt: at, reportedAt: at })
        .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
    },

    /** Newest first, `limit` at most, before the cursor; the caller shows them oldest first. */
    messagesPage(conversationId: string, cursor: string | undefined, limit: number) {
      return newestFirstPage(
        db
          .select({
            ...keysetColumns(conversationMessages),
            senderId: conversationMessages.senderId,
            body: conversationMessages.body,
            contactHidden: conversationMessages.contactHidden,
            scamWarning: conversationMessages.scamWarning,
            moderationHiddenBy: conversationMessages.moderationHiddenBy,
            createdAt: conversationMessages.createdAt,
          })
          .from(conversationMessages),
        { table: conversationMessages, cursor, limit },
        [eq(conversationMessages.conversationId, conversationId)],
      );
    },

    async people(userIds: string[]): Promise<Map<string, ConversationPersonRow>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: users.id,
          name: users.name,
          userType: users.userType,
          profileSlug: profiles.profileSlug,
          profileImageUrl: profiles.profileImageUrl,
          isVerified: profiles.isVerified,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(inArray(users.id, [...new Set(userIds)]));
      return new Map(rows.map((row) => [row.userId, row]));
    },

    /**
     * Whether the two have a paid deal, either way round: a contract paid into escrow or a shoot
     * booking paid and not called off (shootBookingContactStates). Then the shield is off.
     */
    async havePaidDeal(first: string, second: string): Promise<boolean> {
      const [contract] = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(
          and(
            inArray(contracts.status, paidContractStatuses),
            or(and(eq(contracts.ownerId, first), eq(contracts.modelId, second)), and(eq(contracts.ownerId, second), eq(contracts.modelId, first))),
          ),
        )
        .limit(1);
      if (contract) return true;
      const [booking] = await db
        .select({ id: shootBookings.id })
        .from(shootBookings)
        .where(
          and(
            inArray(shootBookings.status, [...shootBookingContactStates]),
            or(
              and(eq(shootBookings.buyerId, first), eq(shootBookings.photographerId, second)),
              and(eq(shootBookings.buyerId, second), eq(shootBookings.photographerId, first)),
            ),
          ),
        )
        .limit(1);
      return booking !== undefined;
    },

    /** Threads started by `userId` since `since`: the daily limit on new conversations. */
    async startedSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(conversations)
        .where(and(eq(conversations.startedBy, userId), sql`${conversations.createdAt} > ${since.toISOString()}::timestamptz`));
      return row?.count ?? 0;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
