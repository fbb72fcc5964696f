import { expect } from '@playwright/test';
import type { Person } from './accounts.ts';

/** What a wallet says it holds, and the movements it lists (every page of Transações). */
async function walletAndMovements(who: Person): Promise<{ balance: number; movements: Array<{ kind: string; amount_cents: number }> }> {
  const wallet = await who.api.get('/api/wallet');
  expect(wallet.status(), await wallet.text()).toBe(200);
  const balance = ((await wallet.json()) as { balance_cents: number }).balance_cents;
  const movements: Array<{ kind: string; amount_cents: number }> = [];
  let cursor: string | null = null;
  do {
    const page = await who.api.get(`/api/wallet/transactions?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(page.status(), await page.text()).toBe(200);
    const body = (await page.json()) as { items: Array<{ kind: string; amount_cents: number }>; next_cursor: string | null };
    movements.push(...body.items);
    cursor = body.next_cursor;
  } while (cursor);
  return { balance, movements };
}

/**
 * The person's wallet balance is the sum of its ledger movements (docs/payments.md "Our own
 * ledger"): nothing created or lost on the way. Answers the balance and the movements' kinds.
 */
export async function expectWalletBalanced(who: Person): Promise<{ balance: number; kinds: string[] }> {
  const { balance, movements } = await walletAndMovements(who);
  const sum = movements.reduce((total, movement) => total + movement.amount_cents, 0);
  expect(sum, `${who.account.email}: the movements add up to the balance`).toBe(balance);
  return { balance, kinds: movements.map((movement) => movement.kind) };
}
