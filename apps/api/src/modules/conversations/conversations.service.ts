import {
  asksForMoneyOutside,
  type ContactKind,
  type ConversationDetail,
  type ConversationsPage,
  CONVERSATION_PAGE_SIZE,
  MESSAGE_EMAIL_INTERVAL_MINUTES,
  MESSAGE_PHOTO_TEXT,
  MESSAGES_PAGE_SIZE,
  type MessagesPage,
  NEW_ACCOUNT_DAYS,
  NEW_CONVERSATIONS_PER_DAY,
  NEW_CONVERSATIONS_PER_DAY_NEW_ACCOUNT,
  notificationTitle,
  type SentMessageResponse,
  shieldContacts,
  type StartConversationBody,
} from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type LiveEvents, userTopic } from '../../lib/live-events/live-events.ts';
import type { SessionUser } from '../../plugins/route-access.ts';
import { createBlocksRepository, refuseIfBlocked } from '../blocks/index.ts';
import { requireGuardianConsent } from '../guardian-consent/index.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { createConversationSubjectsRepository } from './conversation-subjects.repository.ts';
import {
  type ConversationPersonRow,
  type ConversationRow,
  type ConversationSubjectKind,
  createConversationsRepository,
  type MessageRow,
} from './conversations.repository.ts';
import type { GuardianCopies } from './guardian-copies.ts';
import { lastMessageView, messageImageViews, messageView, personView, subjectView } from './conversation-views.ts';
import type { StoredMessageImage } from './message-images.ts';
import { createMessageImagesRepository } from './message-images.repository.ts';

export interface ConversationsServiceDeps {
  db: Database;
  runInTransaction: TransactionRunner;
  blocks: ReturnType<typeof createBlocksRepository>;
  notify: (input: NotificationInput) => Promise<void>;
  guardianCopies: GuardianCopies;
  liveEvents: Pick<LiveEvents, 'publish'>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

/** Who a new thread is with and what it is about, once the subject's rules have passed. */
interface ResolvedSubject {
  kind: ConversationSubjectKind;
  subjectId: string;
  otherId: string;
  modelId: string;
}

const EXCERPT_LENGTH = 140;
/** A message of photos alone reads as MESSAGE_PHOTO_TEXT in the bell and the email. */
const excerpt = (text: string) => (text === '' ? MESSAGE_PHOTO_TEXT : text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/**
 * Conversations (docs/product.md "Conversations"): threads between two people about a profile, an
 * application, a proposal or a shoot booking. Only the two read a thread (anyone else: 404). Until
 * a contract or a shoot booking between them is paid, contact details in a message are replaced
 * (contact-shield.ts); a message asking for money outside the platform carries the recipient's
 * safety banner. Each message reaches the other side live (lib/live-events) and in the bell (one
 * unread line per thread, kept up to date), by email at most once an hour per thread, and a
 * minor's guardian gets a copy of every message.
 */
export function createConversationsService(deps: ConversationsServiceDeps) {
  const { db, runInTransaction, blocks, notify, guardianCopies, liveEvents, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createConversationsRepository(db);
  const subjects = createConversationSubjectsRepository(db);
  const imagesRepository = createMessageImagesRepository(db);

  const otherOf = (conversation: ConversationRow, userId: string) => (conversation.personA === userId ? conversation.personB : conversation.personA);

  async function resolveSubject(caller: SessionUser, subject: StartConversationBody['subject']): Promise<ResolvedSubject> {
    if (subject.kind === 'profile') {
      if (!['contractor', 'photographer', 'admin'].includes(caller.userType)) throw new AppError('CONVERSATION_NOT_ALLOWED');
      const model = await subjects.modelProfile(subject.slug);
      if (!model) throw new AppError('PROFILE_NOT_FOUND');
      if (model.userId === caller.id) throw new AppError('CONVERSATION_SELF');
      return { kind: 'profile', subjectId: model.userId, otherId: model.userId, modelId: model.userId };
    }
    const parties = await subjects[subject.kind](subject.id);
    // Someone else's application, proposal or booking looks missing, as everywhere (docs/security.md #8).
    if (!parties || (parties.modelId !== caller.id && parties.hirerId !== caller.id)) throw new AppError('CONVERSATION_NOT_FOUND');
    return { kind: subject.kind, subjectId: subject.id, otherId: parties.modelId === caller.id ? parties.hirerId : parties.modelId, modelId: parties.modelId };
  }

  /** The daily limit on new threads: fewer for an account under NEW_ACCOUNT_DAYS or unconfirmed. */
  async function refuseOverDailyLimit(tx: Database, callerId: string): Promise<void> {
    const standing = await createConversationSubjectsRepository(tx).standing(callerId);
    const young = !standing || !standing.emailVerified || now().getTime() - standing.createdAt.getTime() < NEW_ACCOUNT_DAYS * 86_400_000;
    const limit = young ? NEW_CONVERSATIONS_PER_DAY_NEW_ACCOUNT : NEW_CONVERSATIONS_PER_DAY;
    const started = await createConversationsRepository(tx).startedSince(callerId, new Date(now().getTime() - 86_400_000));
    // Counted after this thread was created, inside its transaction: over the limit rolls it back.
    if (started > limit) throw new AppError('RATE_LIMITED', 'Você começou muitas conversas hoje. Tente de novo amanhã ou responda às conversas que já tem.');
  }

  /** Stores a message in the caller's transaction: shielded unless the two have a paid contract or booking. */
  async function addMessage(tx: Database, conversation: ConversationRow, senderId: string, text: string) {
    const txRepository = createConversationsRepository(tx);
    const shieldOn = !(await txRepository.havePaidDeal(conversation.personA, conversation.personB));
    const shielded = shieldOn ? shieldContacts(text) : { text, hidden: [] as ContactKind[] };
    const message = await txRepository.insertMessage({
      conversationId: conversation.id,
      senderId,
      body: shielded.text,
      originalBody: shielded.hidden.length > 0 ? text : null,
      contactHidden: shielded.hidden.length > 0,
      scamWarning: asksForMoneyOutside(text),
    });
    return { message, hidden: shielded.hidden };
  }

  /** After the commit: both sides' open pages hear of it; the recipient's bell (one unread line per thread) and email (hourly), the guardian's copy. */
  async function tellOfMessage(conversation: ConversationRow, message: MessageRow): Promise<void> {
    const recipientId = otherOf(conversation, message.senderId);
    for (const userId of [recipientId, message.senderId]) {
      await liveEvents
        .publish({ topic: userTopic(userId), type: 'conversation.message', data: { conversation_id: conversation.id } })
        .catch((error: unknown) => logger.warn({ err: error }, 'could not publish a live conversation event'));
    }
    const people = await repository.people([message.senderId]);
    const senderName = people.get(message.senderId)?.name ?? 'Alguém';
    // Every message updates the thread's one unread bell line; the email goes at most hourly.
    const email = await repository.claimEmailSlot(conversation.id, recipientId, message.createdAt, MESSAGE_EMAIL_INTERVAL_MINUTES);
    await notify({
      userId: recipientId,
      type: 'message_received',
      title: notificationTitle('message_received'),
      body: `${senderName} enviou uma mensagem: "${excerpt(message.body)}"`,
      link: `/mensagens/${conversation.id}`,
      replaceUnread: true,
      email,
    });
    await guardianCopies.send({ conversation, message, senderName }).catch((error: unknown) => logger.error({ err: error }, 'could not email a guardian copy'));
  }

  async function detailOf(conversation: ConversationRow, callerId: string): Promise<ConversationDetail> {
    const otherId = otherOf(conversation, callerId);
    const [summary] = await summariesOf(
      [
        {
          id: conversation.id,
          subjectKind: conversation.subjectKind,
          subjectId: conversation.subjectId,
          otherId,
          lastMessageAt: conversation.lastMessageAt,
          unreadCount: await repository.unreadInThread(conversation.id, callerId),
          lastBody: null,
          lastSenderId: null,
          lastCreatedAt: null,
          lastHiddenBy: null,
        },
      ],
      callerId,
    );
    if (!summary) throw new AppError('CONVERSATION_NOT_FOUND');
    const [shieldOff, blocked, blockedByMe, guardianReads] = await Promise.all([
      repository.havePaidDeal(conversation.personA, conversation.personB),
      blocks.eitherBlocked(conversation.personA, conversation.personB),
      blocks.blockedBy(callerId, otherId),
      guardianCopies.readsAlong(otherId),
    ]);
    return { ...summary, contact_shield: !shieldOff, guardian_reads: guardianReads, blocked, blocked_by_me: blockedByMe };
  }

  async function summariesOf(
    rows: Array<{
      id: string;
      subjectKind: ConversationSubjectKind;
      subjectId: string;
      otherId: string;
      lastMessageAt: Date;
      unreadCount: number;
      lastBody: string | null;
      lastSenderId: string | null;
      lastCreatedAt: Date | null;
      lastHiddenBy: string | null;
    }>,
    callerId: string,
  ) {
    const people = await repository.people(rows.map((row) => row.otherId));
    const titles = await subjects.titles(rows.map((row) => ({ kind: row.subjectKind, id: row.subjectId })));
    return rows.map((row) => {
      const other: ConversationPersonRow = people.get(row.otherId) ?? {
        userId: row.otherId,
        name: 'Conta removida',
        userType: 'model',
        profileSlug: null,
        profileImageUrl: null,
        isVerified: false,
      };
      return {
        id: row.id,
        subject: subjectView(row.subjectKind, row.subjectId, titles, other),
        other: personView(other),
        last_message: lastMessageView(row, callerId),
        unread_count: row.unreadCount,
        updated_at: row.lastMessageAt.toISOString(),
      };
    });
  }

  async function ownThread(caller: SessionUser, conversationId: string): Promise<ConversationRow> {
    const conversation = await repository.findForParticipant(conversationId, caller.id);
    if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
    return conversation;
  }

  return {
    async start(caller: SessionUser, body: StartConversationBody): Promise<SentMessageResponse> {
      const subject = await resolveSubject(caller, body.subject);
      const { conversation, message, hidden } = await runInTransaction(async (tx) => {
        await refuseIfBlocked(tx, caller.id, subject.otherId);
        // A minor is reached only once her guardian has confirmed (docs/security.md #23).
        await requireGuardianConsent(tx, subject.modelId, subject.modelId === caller.id ? 'model' : 'hirer');
        const found = await createConversationsRepository(tx).findOrCreate({
          subjectKind: subject.kind,
          subjectId: subject.subjectId,
          starter: caller.id,
          other: subject.otherId,
        });
        if (found.created) await refuseOverDailyLimit(tx, caller.id);
        const sent = await addMessage(tx, found.conversation, caller.id, body.body);
        return { conversation: found.conversation, ...sent };
      });
      await tellOfMessage(conversation, message);
      return { conversation_id: conversation.id, message: messageView(message, caller.id), hidden };
    },

    /** `images`: photos already in the private store (message-images.service.ts), recorded with the message. */
    async send(caller: SessionUser, conversationId: string, text: string, images: StoredMessageImage[] = []): Promise<SentMessageResponse> {
      const { conversation, message, hidden } = await runInTransaction(async (tx) => {
        const locked = await createConversationsRepository(tx).findForParticipant(conversationId, caller.id, { lock: true });
        if (!locked) throw new AppError('CONVERSATION_NOT_FOUND');
        if (await createBlocksRepository(tx).eitherBlocked(locked.personA, locked.personB)) throw new AppError('CONVERSATION_BLOCKED');
        const sent = await addMessage(tx, locked, caller.id, text);
        await createMessageImagesRepository(tx).insert(sent.message.id, images);
        return { conversation: locked, ...sent };
      });
      await tellOfMessage(conversation, message);
      const imageRows = images.map((image) => ({ id: image.id, messageId: message.id, width: image.width, height: image.height }));
      return { conversation_id: conversation.id, message: messageView(message, caller.id, messageImageViews(conversation.id, imageRows)), hidden };
    },

    async list(caller: SessionUser, cursor: string | undefined): Promise<ConversationsPage> {
      const page = await repository.listPage(caller.id, cursor, CONVERSATION_PAGE_SIZE);
      return { items: await summariesOf(page.rows, caller.id), nextCursor: page.nextCursor };
    },

    async get(caller: SessionUser, conversationId: string): Promise<ConversationDetail> {
      return detailOf(await ownThread(caller, conversationId), caller.id);
    },

    async messages(caller: SessionUser, conversationId: string, before: string | undefined): Promise<MessagesPage> {
      await ownThread(caller, conversationId);
      const page = await repository.messagesPage(conversationId, before, MESSAGES_PAGE_SIZE);
      const images = await imagesRepository.ofMessages(page.rows.map((row) => row.id));
      return {
        items: page.rows.map((row) => messageView(row, caller.id, messageImageViews(conversationId, images.get(row.id)))).toReversed(),
        nextCursor: page.nextCursor,
      };
    },

    async markRead(caller: SessionUser, conversationId: string): Promise<{ count: number }> {
      await ownThread(caller, conversationId);
      const at = now();
      await repository.markRead(conversationId, caller.id, at);
      // Its bell line goes with it; her other open pages hear that the bell changed.
      if ((await repository.markThreadNotificationsRead(conversationId, caller.id, at)) > 0) {
        await liveEvents
          .publish({ topic: userTopic(caller.id), type: 'notification', data: {} })
          .catch((error: unknown) => logger.warn({ err: error }, 'could not publish a live notification event'));
      }
      return { count: await repository.unreadTotal(caller.id) };
    },

    async report(caller: SessionUser, conversationId: string): Promise<{ ok: true }> {
      await ownThread(caller, conversationId);
      await repository.hideAndReport(conversationId, caller.id, now());
      logger.info({ conversationId }, 'conversation reported as a request for money outside the platform');
      return { ok: true };
    },

    unreadCount: async (caller: SessionUser) => ({ count: await repository.unreadTotal(caller.id) }),
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
