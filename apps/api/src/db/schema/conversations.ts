import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './auth.ts';
import { moderationHiddenBy, timestamptz } from './columns.ts';

/**
 * Conversations (docs/product.md "Conversations"): one thread per pair and subject. The pair is
 * stored ordered (person_a < person_b) so "one thread per pair and subject" is a unique index, not
 * a check two requests could both pass.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: ['profile', 'application', 'proposal', 'booking'] }).notNull(),
    /** The profile owner's user id, the application's or the proposal's id. */
    subjectId: text('subject_id').notNull(),
    personA: userRef('person_a'),
    personB: userRef('person_b'),
    startedBy: userRef('started_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_subject_pair_key').on(t.subjectKind, t.subjectId, t.personA, t.personB),
    check('conversations_pair_order_check', sql`${t.personA} < ${t.personB}`),
  ],
);

/** Each side's state of a thread: what they read, when they were last emailed, whether they hid it. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    lastReadAt: timestamptz('last_read_at'),
    lastEmailedAt: timestamptz('last_emailed_at'),
    /** Hidden from this person's list ("Denunciar" on a scam warning, until reports exist). */
    hiddenAt: timestamptz('hidden_at'),
    /** Flagged for the admins by this person as a request for money outside the platform. */
    reportedAt: timestamptz('reported_at'),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_participants_list_idx').on(t.userId, t.lastMessageAt)],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id'),
    /** As shown: contacts replaced while the shield is on. */
    body: text('body').notNull(),
    /**
     * As typed, kept only when something was hidden: the evidence of a scam (a Pix key) for a
     * dispute or a report, read by an admin through an audited route, never by the other side.
     */
    originalBody: text('original_body'),
    contactHidden: boolean('contact_hidden').notNull().default(false),
    scamWarning: boolean('scam_warning').notNull().default(false),
    /** Hidden by three reporters or an admin (columns.ts moderationHiddenBy): the other side sees a placeholder. */
    moderationHiddenBy: moderationHiddenBy('moderation_hidden_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('conversation_messages_thread_idx').on(t.conversationId, t.createdAt, t.id)],
);

/** Either side may block the other: no messages, proposals, applications or bookings between them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);
