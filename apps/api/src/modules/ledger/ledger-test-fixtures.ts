import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { postTransfer } from './ledger.repository.ts';

/**
 * Tests only: puts `amountCents` in a user's wallet as a sandbox top-up would (provider clearing ->
 * wallet), so a test can spend without going through a payment.
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
