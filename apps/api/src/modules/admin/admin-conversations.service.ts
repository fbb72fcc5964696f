import {
  ADMIN_CONVERSATION_MAX_MESSAGES,
  type AdminConversation,
  type AdminConversationGrounds,
  type AdminConversationSummary,
  type AdminDisputeConversationsQuery,
} from '@passarela/shared';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditRepository } from '../audit/index.ts';
import { createMessageImageLookup } from '../conversations/index.ts';
import { type AdminConversationsRepository, createAdminConversationsRepository } from './admin-conversations.repository.ts';

export interface AdminConversationsDeps {
  repository: AdminConversationsRepository;
  runInTransaction: TransactionRunner;
}

/** The audit row's `via`: which report or dispute opened the thread. */
function viaOf(grounds: AdminConversationGrounds): Record<string, string> {
  if (grounds.kind === 'report') return { via: 'report', report_id: grounds.report_id };
  if (grounds.kind === 'contract_dispute') return { via: 'contract_dispute', contract_id: grounds.contract_id };
  return { via: 'shoot_dispute', shoot_booking_id: grounds.shoot_booking_id };
}

/**
 * An admin reads a thread only through an open report of one of its messages or a dispute between
 * its two people, and each reading writes an audit row in the same transaction as the read: who,
 * which thread, through what (docs/security.md #32). Any other thread answers 404 like a missing one.
 */
export function createAdminConversationsService({ repository, runInTransaction }: AdminConversationsDeps) {
  return {
    async read(adminId: string, conversationId: string): Promise<AdminConversation> {
      return runInTransaction(async (tx) => {
        const txRepository = createAdminConversationsRepository(tx);
        const thread = await txRepository.find(conversationId);
        const grounds = thread && (await txRepository.groundsFor(thread));
        if (!thread || !grounds) throw new AppError('CONVERSATION_NOT_FOUND');
        const pair = [thread.personA, thread.personB];
        const messages = await txRepository.messages(thread.id, ADMIN_CONVERSATION_MAX_MESSAGES + 1);
        const shown = messages.slice(0, ADMIN_CONVERSATION_MAX_MESSAGES);
        const photos = await createMessageImageLookup(tx)(
          thread.id,
          shown.map((message) => message.id),
        );
        await createAuditRepository(tx).record({
          actorId: adminId,
          action: 'conversation.admin_read',
          targetType: 'conversation',
          targetId: thread.id,
          details: { ...viaOf(grounds), people: pair },
        });
        return {
          id: thread.id,
          subject_kind: thread.subjectKind,
          started_at: thread.createdAt.toISOString(),
          people: await txRepository.people(pair),
          grounds,
          messages: shown.map((message) => ({ ...message, images: photos.get(message.id) ?? [] })),
          truncated: messages.length > ADMIN_CONVERSATION_MAX_MESSAGES,
        };
      });
    },

    /** Whether the thread may be read by an admin now (its photos load only then). */
    async mayRead(conversationId: string): Promise<boolean> {
      const thread = await repository.find(conversationId);
      return Boolean(thread && (await repository.groundsFor(thread)));
    },

    /** The threads of a dispute's two people, without their text (reading one is `read`, audited). */
    async ofDispute(query: AdminDisputeConversationsQuery): Promise<AdminConversationSummary[]> {
      const pair = await repository.disputedPair({ contractId: query.contract_id, shootBookingId: query.shoot_booking_id });
      if (!pair) throw new AppError(query.contract_id ? 'CONTRACT_NOT_FOUND' : 'SHOOT_BOOKING_NOT_FOUND');
      return repository.threadsBetween(pair);
    },
  };
}

export type AdminConversationsService = ReturnType<typeof createAdminConversationsService>;
