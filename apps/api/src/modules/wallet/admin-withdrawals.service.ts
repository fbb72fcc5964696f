import { type AdminWithdrawal, formatCentavos, isUuid, notificationTitle, type WithdrawalStatus } from '@passarela/shared';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditRepository } from '../audit/index.ts';
import { createLedgerRepository } from '../ledger/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { toAdminWithdrawal } from './withdrawal-views.ts';
import { createWithdrawalsRepository, type WithdrawalsRepository } from './withdrawals.repository.ts';

export type WithdrawalDecision = 'pay' | 'refuse';

export interface AdminWithdrawalsDeps {
  repository: WithdrawalsRepository;
  runInTransaction: TransactionRunner;
  notifier: Notifier;
  /** The provider the platform's money sits with: where a payout leaves from. */
  provider: () => 'sandbox' | 'mercadopago';
}

/**
 * An admin pays a requested withdrawal (sent by Pix outside the platform; the ledger moves the
 * money from withdrawals_payable out to the provider) or refuses it (the money goes back to the
 * wallet). Only a requested withdrawal can be decided, once: the row is locked and the ledger
 * references are unique. Audited in the same transaction; the user is told after the commit.
 */
export function createAdminWithdrawalsService({ repository: withdrawals, runInTransaction, notifier, provider }: AdminWithdrawalsDeps) {
  return {
    /** The queue: newest first, keyset pages, optionally one status, with the whole Pix key. */
    async page(query: { status?: WithdrawalStatus; cursor?: string; limit: number }): Promise<{ items: AdminWithdrawal[]; next_cursor: string | null }> {
      const page = await withdrawals.adminPage(query);
      return { items: page.rows.map(toAdminWithdrawal), next_cursor: page.nextCursor };
    },

    async decide(adminId: string, withdrawalId: string, decision: WithdrawalDecision, reason: string): Promise<AdminWithdrawal> {
      if (!isUuid(withdrawalId)) throw new AppError('WITHDRAWAL_NOT_FOUND');
      const source = provider();
      const decided = await runInTransaction(async (tx) => {
        const repository = createWithdrawalsRepository(tx);
        const current = await repository.findForUpdate(withdrawalId);
        if (!current) throw new AppError('WITHDRAWAL_NOT_FOUND');
        if (current.status !== 'requested') throw new AppError('TRANSITION_NOT_ALLOWED');
        const row = await repository.decide(withdrawalId, { status: decision === 'pay' ? 'paid' : 'refused', reason, decidedBy: adminId });
        const ledger = createLedgerRepository(tx);
        if (decision === 'pay') {
          await ledger.postTransfer({
            kind: 'withdrawal',
            reference: `withdrawal:${row.id}:paid`,
            description: 'Saque via Pix pago',
            initiatedBy: adminId,
            withdrawalId: row.id,
            entries: [
              { account: { kind: 'withdrawals_payable' }, amountCents: -row.amountCents },
              { account: { kind: 'provider_clearing', provider: source }, amountCents: row.amountCents },
            ],
          });
        } else {
          // Back to the wallet: an owner whose account was deleted has no wallet left to return to.
          if (!row.userId) throw new AppError('TRANSITION_NOT_ALLOWED');
          await ledger.postTransfer({
            kind: 'withdrawal_refused',
            reference: `withdrawal:${row.id}:refused`,
            description: 'Saque recusado: valor devolvido à carteira',
            initiatedBy: adminId,
            withdrawalId: row.id,
            entries: [
              { account: { kind: 'withdrawals_payable' }, amountCents: -row.amountCents },
              { account: { kind: 'user_wallet', userId: row.userId }, amountCents: row.amountCents },
            ],
          });
        }
        const withUser = await repository.findWithUser(row.id);
        if (!withUser) throw new Error(`withdrawal ${row.id} vanished`);
        await createAuditRepository(tx).record({
          actorId: adminId,
          action: decision === 'pay' ? 'withdrawal.pay' : 'withdrawal.refuse',
          targetType: 'withdrawal',
          targetId: row.id,
          reason,
          details: {
            target_label: `${formatCentavos(row.amountCents)} para ${withUser.userName ?? 'conta excluída'}`,
            amount_cents: row.amountCents,
            user_id: row.userId,
          },
        });
        return toAdminWithdrawal(withUser);
      });

      const userId = decided.user.id;
      if (userId) {
        const amount = formatCentavos(decided.amount_cents);
        await notifier.notify(
          decision === 'pay'
            ? {
                userId,
                type: 'withdrawal_paid',
                title: notificationTitle('withdrawal_paid'),
                body: `Seu saque de ${amount} foi pago na sua chave Pix.`,
                link: '/dashboard?tab=wallet',
              }
            : {
                userId,
                type: 'withdrawal_refused',
                title: notificationTitle('withdrawal_refused'),
                body: `Seu saque de ${amount} foi recusado e o valor voltou para a sua carteira. Motivo: ${reason}`,
                link: '/dashboard?tab=wallet',
              },
        );
      }
      return decided;
    },
  };
}

export type AdminWithdrawalsService = ReturnType<typeof createAdminWithdrawalsService>;
