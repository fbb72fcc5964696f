import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import type { LedgerAccountRef, TransferInput } from './index.ts';
import { ledgerBalance, ledgerTotal, postTransfer } from '../../test-support/ledger.ts';

/** docs/security.md #16: the ledger is double-entry, append-only and never lets a wallet go below zero. */

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle.close();
});

async function insertUser(): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, name: 'Pessoa Teste', email: `${id}@exemplo.com.br`, userType: 'model' });
  return id;
}

/** One transfer in its own transaction, as a service would post it; the failure rolls it back. */
function post(input: TransferInput): Promise<boolean> {
  return db.transaction((tx) => postTransfer(tx as unknown as Database, input));
}

/** The whole message chain of a driver error (drizzle wraps the database's message in `cause`). */
function messageChain(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause)
    parts.push(current instanceof Error ? current.message : JSON.stringify(current));
  return parts.join(' | ');
}

async function failureOf(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    return messageChain(error);
  }
  throw new Error('expected the statement to fail, but it succeeded');
}

/** mulberry32: a small seeded PRNG, so a failing sequence can be replayed from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const wallet = (userId: string): LedgerAccountRef => ({ kind: 'user_wallet', userId });
const clearing: LedgerAccountRef = { kind: 'provider_clearing', provider: 'sandbox' };
const payable: LedgerAccountRef = { kind: 'withdrawals_payable' };
const revenue: LedgerAccountRef = { kind: 'platform_revenue' };

describe('ledger property test (docs/security.md #16)', () => {
  it('keeps every invariant over a random sequence of top-ups, spends, withdrawals, refusals and payouts', async () => {
    const seed = 20_240_601;
    const random = seededRandom(seed);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    const amount = () => 100 + Math.floor(random() * 20_000);

    const people = [await insertUser(), await insertUser(), await insertUser(), await insertUser()];
    const expected = new Map(people.map((id) => [id, 0]));
    const pending: { reference: string; userId: string; amountCents: number }[] = [];
    const posted: TransferInput[] = [];
    let refusedForBalance = 0;

    for (let step = 0; step < 300; step++) {
      const roll = random();
      const userId = pick(people);
      const balance = expected.get(userId) ?? 0;
      // Sometimes ask for more than the wallet holds: the database must refuse it.
      const spend = random() < 0.3 ? balance + 1 + Math.floor(random() * 500) : Math.max(1, Math.floor(balance * random()));
      const reference = `prop:${seed}:${step}`;

      if (roll < 0.3) {
        const cents = amount();
        const input: TransferInput = {
          kind: 'topup',
          reference,
          description: 'Saldo adicionado',
          entries: [
            { account: clearing, amountCents: -cents },
            { account: wallet(userId), amountCents: cents },
          ],
        };
        expect(await post(input)).toBe(true);
        posted.push(input);
        expected.set(userId, balance + cents);
      } else if (roll < 0.75) {
        const isWithdrawal = roll >= 0.5;
        const input: TransferInput = {
          kind: isWithdrawal ? 'withdrawal' : 'pro_purchase',
          reference,
          description: isWithdrawal ? 'Saque' : 'Assinatura PRO',
          entries: [
            { account: wallet(userId), amountCents: -spend },
            { account: isWithdrawal ? payable : revenue, amountCents: spend },
          ],
        };
        if (spend > balance) {
          await expect(post(input)).rejects.toSatisfy((error) => error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE');
          refusedForBalance += 1;
        } else {
          expect(await post(input)).toBe(true);
          posted.push(input);
          expected.set(userId, balance - spend);
          if (isWithdrawal) pending.push({ reference, userId, amountCents: spend });
        }
      } else if (pending.length > 0) {
        const withdrawal = pending.splice(Math.floor(random() * pending.length), 1)[0];
        if (!withdrawal) continue;
        const refuse = roll < 0.87;
        const input: TransferInput = {
          kind: refuse ? 'withdrawal_refused' : 'withdrawal',
          reference: `${withdrawal.reference}:${refuse ? 'refused' : 'paid'}`,
          description: refuse ? 'Saque devolvido' : 'Saque pago',
          entries: [
            { account: payable, amountCents: -withdrawal.amountCents },
            { account: refuse ? wallet(withdrawal.userId) : clearing, amountCents: withdrawal.amountCents },
          ],
        };
        expect(await post(input)).toBe(true);
        posted.push(input);
        if (refuse) expected.set(withdrawal.userId, (expected.get(withdrawal.userId) ?? 0) + withdrawal.amountCents);
      }

      // A replayed post (a webhook delivered twice, a retried request) never moves money again.
      if (random() < 0.1 && posted.length > 0) expect(await post(pick(posted))).toBe(false);
    }

    // The sequence really exercised every path.
    expect(refusedForBalance).toBeGreaterThan(0);
    expect(posted.some((input) => input.kind === 'withdrawal_refused')).toBe(true);
    expect(posted.some((input) => input.kind === 'withdrawal' && input.reference.endsWith(':paid'))).toBe(true);

    expect(await ledgerTotal(db)).toBe(0);
    for (const [userId, cents] of expected) expect(await ledgerBalance(db, wallet(userId))).toBe(cents);
    expect(await ledgerBalance(db, payable)).toBe(pending.reduce((sum, w) => sum + w.amountCents, 0));

    // Every account's balance is exactly the sum of its entries, and its last entry's balance_after.
    const accounts = await db.execute<{ id: string; kind: string; balance: string; entries_sum: string; last_after: string | null }>(sql`
      select a.id, a.kind, a.balance_cents::text as balance, coalesce(sum(e.amount_cents), 0)::text as entries_sum,
        (select e2.balance_after_cents::text from ledger_entries e2 where e2.account_id = a.id order by e2.id desc limit 1) as last_after
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.id`);
    expect(accounts.rows.length).toBeGreaterThanOrEqual(people.length + 3);
    for (const account of accounts.rows) {
      expect(account.balance).toBe(account.entries_sum);
      expect(account.last_after).toBe(account.balance);
      if (account.kind === 'user_wallet' || account.kind === 'withdrawals_payable') expect(Number(account.balance)).toBeGreaterThanOrEqual(0);
    }
    // And every transfer balances.
    const unbalanced = await db.execute(sql`select transfer_id from ledger_entries group by transfer_id having sum(amount_cents) <> 0`);
    expect(unbalanced.rows).toEqual([]);
  }, 240_000);
});

describe('ledger guarded by the database (docs/security.md #16)', () => {
  let entryId: number;
  let transferId: string;
  let walletAccountId: string;

  beforeAll(async () => {
    const userId = await insertUser();
    await post({
      kind: 'topup',
      reference: `guard:${randomUUID()}`,
      description: 'Saldo',
      entries: [
        { account: clearing, amountCents: -5_000 },
        { account: wallet(userId), amountCents: 5_000 },
      ],
    });
    const [entry] = await db
      .select({ id: ledgerEntries.id, transferId: ledgerEntries.transferId, accountId: ledgerEntries.accountId })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.userId, userId));
    if (!entry) throw new Error('no entry');
    entryId = entry.id;
    transferId = entry.transferId;
    walletAccountId = entry.accountId;
  });

  it('refuses an UPDATE or a DELETE of an entry', async () => {
    expect(await failureOf(() => db.execute(sql`update ledger_entries set amount_cents = 999999 where id = ${entryId}`))).toContain('append-only');
    expect(await failureOf(() => db.execute(sql`delete from ledger_entries where id = ${entryId}`))).toContain('append-only');
    const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
    expect(entry?.amountCents).toBe(5_000);
  });

  it('refuses an UPDATE or a DELETE of a transfer', async () => {
    expect(await failureOf(() => db.execute(sql`update ledger_transfers set description = 'outra coisa' where id = ${transferId}`))).toContain('append-only');
    expect(await failureOf(() => db.execute(sql`delete from ledger_transfers where id = ${transferId}`))).toContain('append-only');
    const [transfer] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
    expect(transfer?.description).toBe('Saldo');
  });

  it('refuses a direct change of an account balance', async () => {
    expect(await failureOf(() => db.execute(sql`update ledger_accounts set balance_cents = 1000000 where id = ${walletAccountId}`))).toContain('balance_cents');
    const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, walletAccountId));
    expect(account?.balanceCents).toBe(5_000);
  });

  it('refuses, at commit, a transfer whose entries do not sum to zero (raw SQL)', async () => {
    const before = await ledgerTotal(db);
    const reference = `unbalanced:${randomUUID()}`;
    const message = await failureOf(() =>
      db.transaction(async (tx) => {
        const inserted = await tx.execute<{ id: string }>(
          sql`insert into ledger_transfers (kind, reference, description) values ('topup', ${reference}, 'Dinheiro do nada') returning id`,
        );
        const id = inserted.rows[0]?.id;
        await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, amount_cents) values (${id}, ${walletAccountId}, 700)`);
      }),
    );
    expect(message).toContain('does not balance');
    expect(await ledgerTotal(db)).toBe(before);
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, reference))).toEqual([]);
    expect(
      await ledgerBalance(db, {
        kind: 'user_wallet',
        userId: (await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, walletAccountId)))[0]?.userId ?? '',
      }),
    ).toBe(5_000);
  });

  it('posts the same reference once', async () => {
    const userId = await insertUser();
    const input: TransferInput = {
      kind: 'topup',
      reference: `once:${randomUUID()}`,
      description: 'Saldo',
      entries: [
        { account: clearing, amountCents: -1_234 },
        { account: wallet(userId), amountCents: 1_234 },
      ],
    };
    expect(await post(input)).toBe(true);
    expect(await post(input)).toBe(false);
    expect(
      await post({
        ...input,
        entries: [
          { account: clearing, amountCents: -9_999 },
          { account: wallet(userId), amountCents: 9_999 },
        ],
      }),
    ).toBe(false);
    expect(await ledgerBalance(db, wallet(userId))).toBe(1_234);
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, input.reference))).toHaveLength(1);
  });

  it('refuses a debit that would take a wallet below zero, leaving nothing behind', async () => {
    const userId = await insertUser();
    await post({
      kind: 'topup',
      reference: `low:${randomUUID()}`,
      description: 'Saldo',
      entries: [
        { account: clearing, amountCents: -500 },
        { account: wallet(userId), amountCents: 500 },
      ],
    });
    const reference = `overdraft:${randomUUID()}`;
    await expect(
      post({
        kind: 'pro_purchase',
        reference,
        description: 'PRO',
        entries: [
          { account: wallet(userId), amountCents: -501 },
          { account: revenue, amountCents: 501 },
        ],
      }),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE');
    expect(await ledgerBalance(db, wallet(userId))).toBe(500);
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, reference))).toEqual([]);
  });
});
