import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { createLedgerRepository, type LedgerAccountRef, type TransferInput } from '../modules/ledger/index.ts';

/** Test-only: the ledger read and written through its repository on a given handle, as tests check money. */

export const ledgerBalance = (db: Database, ref: LedgerAccountRef): Promise<number> => createLedgerRepository(db).balance(ref);

export const ledgerTotal = (db: Database): Promise<number> => createLedgerRepository(db).total();

export const ensureLedgerAccount = (db: Database, ref: LedgerAccountRef): Promise<string> => createLedgerRepository(db).ensureAccount(ref);

/** Inside a transaction the test opened (the entries must balance at its commit). */
export const postTransfer = (tx: Database, input: TransferInput): Promise<boolean> => createLedgerRepository(tx).postTransfer(input);

/**
 * Puts `amountCents` in a user's wallet as a sandbox top-up would (provider clearing -> wallet),
 * so a test can spend without going through a payment.
 */
export async function creditWalletForTest(db: Database, userId: string, amountCents: number): Promise<void> {
  await db.transaction(async (tx) => {
    await postTransfer(tx as unknown as Database, {
      kind: 'topup',
      reference: `test-credit:${randomUUID()}`,
      description: 'Saldo de teste',
      initiatedBy: userId,
      entries: [
        { account: { kind: 'provider_clearing', provider: 'sandbox' }, amountCents: -amountCents },
        { account: { kind: 'user_wallet', userId }, amountCents },
      ],
    });
  });
}
