import {
  meetsWithdrawalMinimum,
  normalizePixKey,
  type PixKeyType,
  type WalletTransactionsPage,
  type WalletView,
  type WithdrawalView,
  walletTransactionsQuerySchema,
} from '@passarela/shared';
import type { z } from 'zod';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLedgerRepository, type LedgerRepository, runIdempotent } from '../ledger/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { WalletTransactionFilters, WalletTransactionRow, WalletTransactionsRepository } from './wallet-transactions.repository.ts';
import { toWithdrawalView } from './withdrawal-views.ts';
import { createWithdrawalsRepository, type WithdrawalsRepository } from './withdrawals.repository.ts';

export interface WalletServiceDeps {
  withdrawalsRepository: WithdrawalsRepository;
  transactionsRepository: WalletTransactionsRepository;
  ledger: LedgerRepository;
  runInTransaction: TransactionRunner;
  settingsService: SettingsService;
}

type TransactionsQuery = z.output<typeof walletTransactionsQuerySchema>;

/** How many of their own withdrawals a user's list shows. */
const WITHDRAWALS_LIST_LIMIT = 100;
/** The CSV reads the ledger this many rows at a time, and stops at CSV_MAX_ROWS (years of use). */
const CSV_BATCH = 500;
const CSV_MAX_ROWS = 50_000;

export interface WithdrawalRequest {
  amountCents: number;
  pixKeyType: PixKeyType;
  pixKey: string;
  idempotencyKey: string | undefined;
}

/**
 * The wallet (docs/product.md "Wallet and transactions"): the balance and movements come from the
 * ledger only; a withdrawal takes the money out of the balance at once (into withdrawals_payable)
 * and an admin pays it by Pix or refuses it (admin-withdrawals.service.ts).
 */
export function createWalletService({ withdrawalsRepository, transactionsRepository, ledger, runInTransaction, settingsService }: WalletServiceDeps) {
  return {
    async view(userId: string): Promise<WalletView> {
      const settings = await settingsService.getAll();
      return {
        balance_cents: await ledger.balance({ kind: 'user_wallet', userId }),
        pending_withdrawal_cents: await withdrawalsRepository.pendingTotalOfUser(userId),
        min_withdrawal_cents: settings.MIN_WITHDRAWAL_CENTS,
      };
    },

    async transactions(userId: string, query: TransactionsQuery): Promise<WalletTransactionsPage> {
      const page = await transactionsRepository.page(userId, query);
      return {
        items: page.rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          description: row.description,
          amount_cents: row.amountCents,
          balance_after_cents: row.balanceAfterCents,
          created_at: row.createdAt.toISOString(),
          contract_id: row.contractId,
          payment_id: row.paymentId,
          withdrawal_id: row.withdrawalId,
        })),
        next_cursor: page.nextCursor,
      };
    },

    /** Every matching movement, newest first, for the CSV download. */
    async allTransactions(userId: string, filters: WalletTransactionFilters): Promise<WalletTransactionRow[]> {
      const rows: WalletTransactionRow[] = [];
      let cursor: string | undefined;
      do {
        const page = await transactionsRepository.page(userId, { ...filters, cursor, limit: CSV_BATCH });
        rows.push(...page.rows);
        cursor = page.nextCursor ?? undefined;
      } while (cursor && rows.length < CSV_MAX_ROWS);
      return rows;
    },

    async withdrawals(userId: string): Promise<WithdrawalView[]> {
      return (await withdrawalsRepository.listOfUser(userId, WITHDRAWALS_LIST_LIMIT)).map(toWithdrawalView);
    },

    /**
     * Asks for a withdrawal (the caller checked the recent sign-in). One transaction: the row and
     * the ledger movement commit together or not at all; a balance too small fails the database's
     * CHECK (409 INSUFFICIENT_BALANCE), also when many requests race for the same money. The
     * Idempotency-Key makes a double submit one withdrawal.
     */
    async requestWithdrawal(userId: string, request: WithdrawalRequest): Promise<WithdrawalView> {
      const settings = await settingsService.getAll();
      if (request.amountCents < settings.MIN_WITHDRAWAL_CENTS) {
        const balance = await ledger.balance({ kind: 'user_wallet', userId });
        if (!meetsWithdrawalMinimum(request.amountCents, balance, settings.MIN_WITHDRAWAL_CENTS)) throw new AppError('WITHDRAWAL_BELOW_MINIMUM');
      }
      const normalized = normalizePixKey(request.pixKeyType, request.pixKey);
      if (!normalized.ok) throw new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path: 'pix_key', message: normalized.message }]);

      return runIdempotent(
        runInTransaction,
        {
          userId,
          scope: 'wallet.withdraw',
          key: request.idempotencyKey,
          // The password is not part of what the request is: a retry may or may not carry it.
          request: { amount_cents: request.amountCents, pix_key_type: request.pixKeyType, pix_key: normalized.key },
        },
        async (tx) => {
          const withdrawal = await createWithdrawalsRepository(tx).insert({
            userId,
            amountCents: request.amountCents,
            pixKeyType: request.pixKeyType,
            pixKey: normalized.key,
          });
          await createLedgerRepository(tx).postTransfer({
            kind: 'withdrawal',
            reference: `withdrawal:${withdrawal.id}:request`,
            description: 'Saque via Pix solicitado',
            initiatedBy: userId,
            withdrawalId: withdrawal.id,
            entries: [
              { account: { kind: 'user_wallet', userId }, amountCents: -request.amountCents },
              { account: { kind: 'withdrawals_payable' }, amountCents: request.amountCents },
            ],
          });
          return toWithdrawalView(withdrawal);
        },
      );
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
