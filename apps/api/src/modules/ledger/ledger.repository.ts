import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The ledger's one way in (docs/payments.md "Our own ledger", docs/security.md #16–#17). Every money movement
 * is `postTransfer` on the repository built with the caller's transaction, so the movement commits
 * with what caused it (a contract's state, a payment's settlement, a withdrawal row). The database
 * does the rest: balances follow the entries, a wallet below zero fails the CHECK (answered here as
 * INSUFFICIENT_BALANCE), unbalanced transfers fail at commit, nothing is ever updated or deleted.
 */

export type LedgerAccountRef =
  | { kind: 'user_wallet'; userId: string }
  | { kind: 'escrow'; contractId: string }
  /** A shoot booking's escrow (docs/payments.md "Shoot bookings"). */
  | { kind: 'escrow'; shootBookingId: string }
  | { kind: 'provider_clearing'; provider: 'sandbox' | 'mercadopago' }
  | { kind: 'platform_revenue' }
  | { kind: 'withdrawals_payable' };

export interface TransferInput {
  /** walletMovementKinds or 'test_payment'. */
  kind: string;
  /** Exactly-once key (unique): a second post with the same reference does nothing and answers false. */
  reference: string;
  description: string;
  initiatedBy?: string | null;
  paymentId?: string | null;
  contractId?: string | null;
  withdrawalId?: string | null;
  shootBookingId?: string | null;
  /** Positive into the account, negative out of it; must sum to zero. */
  entries: { account: LedgerAccountRef; amountCents: number }[];
}

function accountMatch(ref: LedgerAccountRef) {
  switch (ref.kind) {
    case 'user_wallet':
      return and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.userId, ref.userId));
    case 'escrow':
      return 'shootBookingId' in ref
        ? and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.shootBookingId, ref.shootBookingId))
        : and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.contractId, ref.contractId));
    case 'provider_clearing':
      return and(eq(ledgerAccounts.kind, 'provider_clearing'), eq(ledgerAccounts.provider, ref.provider));
    default:
      return eq(ledgerAccounts.kind, ref.kind);
  }
}

function accountValues(ref: LedgerAccountRef): typeof ledgerAccounts.$inferInsert {
  switch (ref.kind) {
    case 'user_wallet':
      return { kind: ref.kind, userId: ref.userId };
    case 'escrow':
      return 'shootBookingId' in ref ? { kind: ref.kind, shootBookingId: ref.shootBookingId } : { kind: ref.kind, contractId: ref.contractId };
    case 'provider_clearing':
      return { kind: ref.kind, provider: ref.provider };
    default:
      return { kind: ref.kind };
  }
}

function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23514' && (candidate.constraint === constraint || candidate.message?.includes(constraint))) return true;
  }
  return false;
}

export function createLedgerRepository(db: Database) {
  /** The account's id, created on first use (concurrent first uses meet on the unique index). */
  async function ensureAccount(ref: LedgerAccountRef): Promise<string> {
    const [existing] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(accountMatch(ref)).limit(1);
    if (existing) return existing.id;
    await db.insert(ledgerAccounts).values(accountValues(ref)).onConflictDoNothing();
    const [created] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(accountMatch(ref)).limit(1);
    if (!created) throw new Error(`ledger account ${ref.kind} could not be created`);
    return created.id;
  }

  return {
    ensureAccount,

    /** An account's balance in centavos (0 when it has never moved). */
    async balance(ref: LedgerAccountRef): Promise<number> {
      const [row] = await db.select({ balance: ledgerAccounts.balanceCents }).from(ledgerAccounts).where(accountMatch(ref)).limit(1);
      return row?.balance ?? 0;
    },

    /**
     * Posts one balanced transfer. Answers true when posted, false when `reference` was already
     * posted (a replayed webhook, a retried request): the movement happens exactly once. A debit
     * that would take a wallet, escrow or payable account below zero throws INSUFFICIENT_BALANCE
     * and the caller's transaction rolls back.
     *
     * Must run on a transaction's handle (the entries are checked to sum to zero at commit).
     * Entries are inserted in account-id order, so two transfers over the same accounts lock them
     * in the same order and cannot deadlock.
     */
    async postTransfer(input: TransferInput): Promise<boolean> {
      const total = input.entries.reduce((sum, entry) => sum + entry.amountCents, 0);
      if (total !== 0) throw new Error(`ledger transfer ${input.reference} does not balance (sum ${total})`);
      if (input.entries.some((entry) => !Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0)) {
        throw new Error(`ledger transfer ${input.reference} has a zero or non-integer entry`);
      }

      const [transfer] = await db
        .insert(ledgerTransfers)
        .values({
          kind: input.kind,
          reference: input.reference,
          description: input.description,
          initiatedBy: input.initiatedBy ?? null,
          paymentId: input.paymentId ?? null,
          contractId: input.contractId ?? null,
          withdrawalId: input.withdrawalId ?? null,
          shootBookingId: input.shootBookingId ?? null,
        })
        .onConflictDoNothing({ target: ledgerTransfers.reference })
        .returning({ id: ledgerTransfers.id });
      if (!transfer) return false;

      const resolved: { accountId: string; amountCents: number }[] = [];
      for (const entry of input.entries) resolved.push({ accountId: await ensureAccount(entry.account), amountCents: entry.amountCents });
      resolved.sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
      try {
        for (const entry of resolved) {
          await db.insert(ledgerEntries).values({ transferId: transfer.id, accountId: entry.accountId, amountCents: entry.amountCents });
        }
      } catch (error) {
        if (isCheckViolation(error, 'ledger_accounts_balance_not_negative')) throw new AppError('INSUFFICIENT_BALANCE');
        throw error;
      }
      return true;
    },

    /** Sum of every entry ever written: zero, always (docs/security.md #16). For tests and the admin overview. */
    async total(): Promise<number> {
      const [row] = await db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` }).from(ledgerEntries);
      return Number(row?.total ?? 0);
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
