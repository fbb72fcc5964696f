import { type AdminDispute, contractGraph, isUuid, notificationTitle, type ResolveDisputeBody } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatCentavosInText } from '../../lib/money-text.ts';
import { createAuditRepository } from '../audit/index.ts';
import { createHiringTransitionsRepository, type HiringCaller, type HiringPartiesRepository, missingParty, requireTransition } from '../hiring/index.ts';
import { type NotificationInput, notifySafely } from '../notifications/index.ts';
import { contractLinkFor, feeOn, refundEscrowInTx, releaseEscrowInTx, splitEscrowInTx } from './contract-escrow.ts';
import { type ContractRow, type ContractsRepository, createContractsRepository } from './contracts.repository.ts';

export interface ContractDisputesServiceDeps {
  contracts: ContractsRepository;
  parties: HiringPartiesRepository;
  runInTransaction: TransactionRunner;
  notify: (input: NotificationInput) => Promise<void>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

const QUEUE_LIMIT = 200;

/** What each party is told once an admin decided (contract_dispute_resolved). */
function resolutionTexts(row: ContractRow, outcome: ResolveDisputeBody['outcome'], modelShareCents: number): { owner: string; model: string } {
  const title = `"${row.title}"`;
  if (outcome === 'refund') {
    return {
      owner: `A equipe decidiu a disputa do contrato ${title}: ${formatCentavosInText(row.amountCents)} voltaram para a sua carteira.`,
      model: `A equipe decidiu a disputa do contrato ${title}: o valor foi devolvido a quem contratou.`,
    };
  }
  const net = modelShareCents - feeOn(row, modelShareCents);
  const back = row.amountCents - modelShareCents;
  return {
    owner:
      back > 0
        ? `A equipe decidiu a disputa do contrato ${title}: ${formatCentavosInText(back)} voltaram para a sua carteira e o restante foi para quem fez o trabalho.`
        : `A equipe decidiu a disputa do contrato ${title}: o valor foi liberado para quem fez o trabalho.`,
    model: `A equipe decidiu a disputa do contrato ${title}: ${formatCentavosInText(net)} foram liberados na sua carteira.`,
  };
}

/**
 * The admin side of disputes: the queue of disputed contracts and the decision (release as a
 * completion, refund to the owner, or split), which moves the held money, records the step and
 * the audit entry in one transaction, then tells both parties.
 */
export function createContractDisputesService({ contracts, parties, runInTransaction, notify, logger, now = () => new Date() }: ContractDisputesServiceDeps) {
  const safeNotify = notifySafely({ notify, logger });

  return {
    async list(): Promise<AdminDispute[]> {
      const rows = await contracts.findDisputed(QUEUE_LIMIT);
      const ids = rows.flatMap((row) => [row.ownerId, row.modelId]);
      const found = await parties.load(ids);
      const emails = await contracts.findEmails(ids);
      const person = (id: string) => ({ id, name: (found.get(id) ?? missingParty(id)).name, email: emails.get(id) ?? '' });
      return rows.map((row) => ({
        contract_id: row.id,
        title: row.title,
        amount_cents: row.amountCents,
        fee_bps: row.feeBps ?? 0,
        reason: row.disputeReason ?? '',
        opened_by: { id: row.disputedBy ?? '', name: row.disputedBy ? (found.get(row.disputedBy) ?? missingParty(row.disputedBy)).name : '' },
        contractor: person(row.ownerId),
        model: person(row.modelId),
        opened_at: (row.disputedAt ?? row.createdAt).toISOString(),
      }));
    },

    async resolve(caller: HiringCaller, contractId: string, body: ResolveDisputeBody): Promise<void> {
      if (!isUuid(contractId)) throw new AppError('CONTRACT_NOT_FOUND');
      const { row, share } = await runInTransaction(async (tx) => {
        const txContracts = createContractsRepository(tx);
        const locked = await txContracts.lock(contractId);
        if (!locked) throw new AppError('CONTRACT_NOT_FOUND');
        // An admin who is a party does not judge their own contract.
        if (locked.ownerId === caller.id || locked.modelId === caller.id)
          throw new AppError('FORBIDDEN', 'Outra pessoa da equipe precisa decidir esta disputa.');
        const action = `resolve_${body.outcome}` as const;
        const to = requireTransition({ graph: contractGraph, action, from: locked.status, actor: 'admin' });
        const modelShare = body.outcome === 'release' ? locked.amountCents : body.outcome === 'refund' ? 0 : (body.model_share_cents ?? 0);
        if (body.outcome === 'split' && modelShare > locked.amountCents) {
          throw new AppError('VALIDATION_FAILED', undefined, [
            { location: 'body', path: 'model_share_cents', message: `A parte da modelo não pode passar de ${formatCentavosInText(locked.amountCents)}.` },
          ]);
        }
        if (body.outcome === 'release') await releaseEscrowInTx(tx, locked, caller.id);
        else if (body.outcome === 'refund') await refundEscrowInTx(tx, locked, caller.id);
        else await splitEscrowInTx(tx, locked, modelShare, caller.id);
        const at = now();
        await txContracts.update(locked.id, to === 'completed' ? { status: to, completedAt: at } : { status: to, cancelledAt: at });
        await createHiringTransitionsRepository(tx).record({
          entity: 'contract',
          entityId: locked.id,
          action,
          fromState: locked.status,
          toState: to,
          actorId: caller.id,
          actorRole: 'admin',
        });
        await createAuditRepository(tx).record({
          actorId: caller.id,
          action: 'contract.resolve',
          targetType: 'contract',
          targetId: locked.id,
          reason: body.reason,
          details: {
            target_label: locked.title,
            outcome: body.outcome,
            amount_cents: locked.amountCents,
            model_share_cents: modelShare,
            fee_bps: locked.feeBps ?? 0,
          },
        });
        return { row: locked, share: modelShare };
      });
      const texts = resolutionTexts(row, body.outcome, share);
      for (const [userId, text] of [
        [row.ownerId, texts.owner],
        [row.modelId, texts.model],
      ] as const) {
        await safeNotify({
          userId,
          type: 'contract_dispute_resolved',
          title: notificationTitle('contract_dispute_resolved'),
          body: text,
          link: contractLinkFor(row, userId),
        });
      }
    },
  };
}

export type ContractDisputesService = ReturnType<typeof createContractDisputesService>;
