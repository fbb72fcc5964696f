import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, sessions, withdrawals } from '../../db/schema/index.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { creditWalletForTest, ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';
import { createSignedInPerson } from '../../test-support/people.ts';
import { getAs, requestWithdrawal, TEST_CPF, withdrawalBody } from '../../test-support/wallet.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const balanceOf = (person: TestPerson) => ledgerBalance(t.database.db, { kind: 'user_wallet', userId: person.id });
const withdrawalsOf = (person: TestPerson) => t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, person.id));

describe('wallet view and session balance', () => {
  it('shows the ledger balance, pending withdrawals and the minimum; the session carries the balance in reais', async () => {
    const person = await createSignedInPerson(t);
    const empty = await getAs(t, person, '/api/wallet');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ balance_cents: 0, pending_withdrawal_cents: 0, min_withdrawal_cents: 2000 });
    expect((await getAs(t, person, '/api/auth/session')).json().user.wallet_balance).toBe(0);

    await creditWalletForTest(t.database.db, person.id, 12_345);
    const withdrawn = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: 2_345 }));
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);

    expect((await getAs(t, person, '/api/wallet')).json()).toEqual({ balance_cents: 10_000, pending_withdrawal_cents: 2_345, min_withdrawal_cents: 2000 });
    expect((await getAs(t, person, '/api/auth/session')).json().user.wallet_balance).toBe(100);
    await creditWalletForTest(t.database.db, person.id, 1);
    expect((await getAs(t, person, '/api/auth/session')).json().user.wallet_balance).toBe(100.01);
  });

  it('is only for signed-in users', async () => {
    expect((await getAs(t, null, '/api/wallet')).statusCode).toBe(401);
    expect((await getAs(t, null, '/api/wallet/withdrawals')).statusCode).toBe(401);
  });
});

describe('POST /api/wallet/withdrawals', () => {
  it('takes the amount from the balance at once, stores the normalized key and shows it masked', async () => {
    const person = await createSignedInPerson(t);
    await creditWalletForTest(t.database.db, person.id, 30_000);
    const res = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: 10_000 }));
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({ amount_cents: 10_000, pix_key_type: 'cpf', pix_key: '529.***.***-25', status: 'requested', reason: null, decided_at: null });
    expect(res.body).not.toContain('52998224725');

    const [row] = await withdrawalsOf(person);
    expect(row).toMatchObject({ id: view.id, pixKey: '52998224725', status: 'requested', amountCents: 10_000 });
    expect(await balanceOf(person)).toBe(20_000);
    expect(await ledgerBalance(t.database.db, { kind: 'withdrawals_payable' })).toBeGreaterThanOrEqual(10_000);
    const [transfer] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `withdrawal:${view.id}:request`));
    expect(transfer).toMatchObject({ kind: 'withdrawal', withdrawalId: view.id, initiatedBy: person.id });
    expect(await ledgerTotal(t.database.db)).toBe(0);

    const list = await getAs(t, person, '/api/wallet/withdrawals');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([view]);
  });

  it('normalizes other key types (email lowercased, phone with +55)', async () => {
    const person = await createSignedInPerson(t);
    await creditWalletForTest(t.database.db, person.id, 10_000);
    const email = await requestWithdrawal(t, person, withdrawalBody({ pix_key_type: 'email', pix_key: ' Fulana@Exemplo.COM ', amount_cents: 2_000 }));
    expect(email.statusCode, email.body).toBe(201);
    expect(email.json().pix_key).toBe('f***@exemplo.com');
    const phone = await requestWithdrawal(t, person, withdrawalBody({ pix_key_type: 'phone', pix_key: '(11) 98765-4321', amount_cents: 2_000 }));
    expect(phone.statusCode, phone.body).toBe(201);
    expect(phone.json().pix_key).toBe('+55 11 ****-4321');
    const keys = (await withdrawalsOf(person)).map((row) => row.pixKey).sort();
    expect(keys).toEqual(['+5511987654321', 'fulana@exemplo.com']);
  });

  it('refuses less than the minimum, a bad Pix key, more than the balance, and changes nothing', async () => {
    const person = await createSignedInPerson(t);
    await creditWalletForTest(t.database.db, person.id, 5_000);
    const below = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: 1_999 }));
    expect(below.statusCode).toBe(400);
    expect(below.json().code).toBe('WITHDRAWAL_BELOW_MINIMUM');
    const badKey = await requestWithdrawal(t, person, withdrawalBody({ pix_key: '111.111.111-11' }));
    expect(badKey.statusCode).toBe(400);
    expect(badKey.body).toContain('CPF inválido.');
    const tooMuch = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: 5_001 }));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await withdrawalsOf(person)).toEqual([]);
    expect(await balanceOf(person)).toBe(5_000);
  });

  it('takes a whole balance under the minimum (no money stuck), and nothing less', async () => {
    const person = await createSignedInPerson(t);
    await creditWalletForTest(t.database.db, person.id, 500);
    const part = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: 499 }));
    expect(part.json().code).toBe('WITHDRAWAL_BELOW_MINIMUM');
    const all = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: 500 }));
    expect(all.statusCode, all.body).toBe(201);
    expect(await balanceOf(person)).toBe(0);
  });

  it('needs a confirmed email', async () => {
    const account = await createAccount(t.app, { first_name: 'Sem', last_name: 'Confirmar' });
    await creditWalletForTest(t.database.db, account.user.id, 10_000);
    const person: TestPerson = account;
    const res = await requestWithdrawal(t, person, withdrawalBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(await balanceOf(person)).toBe(10_000);
  });

  it('needs a sign-in in the last 10 minutes, or the current password (docs/security.md #5)', async () => {
    const person = await createSignedInPerson(t);
    await creditWalletForTest(t.database.db, person.id, 10_000);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.userId, person.id));

    const old = await requestWithdrawal(t, person, withdrawalBody());
    expect(old.statusCode).toBe(403);
    expect(old.json().code).toBe('RECENT_SIGN_IN_REQUIRED');
    const wrong = await requestWithdrawal(t, person, withdrawalBody({ currentPassword: 'senha-errada-123' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_INVALID');
    expect(await withdrawalsOf(person)).toEqual([]);

    const withPassword = await requestWithdrawal(t, person, withdrawalBody({ currentPassword: person.password }));
    expect(withPassword.statusCode, withPassword.body).toBe(201);
    expect(await balanceOf(person)).toBe(5_000);
  });
});

describe('idempotency (docs/security.md #18)', () => {
  it('answers a double submit with the same withdrawal, once', async () => {
    const person = await createSignedInPerson(t);
    await creditWalletForTest(t.database.db, person.id, 20_000);
    const key = randomUUID();
    const first = await requestWithdrawal(t, person, withdrawalBody(), key);
    const second = await requestWithdrawal(t, person, withdrawalBody(), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await withdrawalsOf(person)).toHaveLength(1);
    expect(await balanceOf(person)).toBe(15_000);
  });

  it('refuses the same key with a different body (409) and a missing key (400)', async () => {
    const person = await createSignedInPerson(t);
    await creditWalletForTest(t.database.db, person.id, 20_000);
    const key = randomUUID();
    expect((await requestWithdrawal(t, person, withdrawalBody(), key)).statusCode).toBe(201);
    const reused = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: 6_000 }), key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await requestWithdrawal(t, person, withdrawalBody(), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await withdrawalsOf(person)).toHaveLength(1);
    expect(await balanceOf(person)).toBe(15_000);
  });

  it('runs a failed request again when retried with the same key (a retried timeout)', async () => {
    const person = await createSignedInPerson(t);
    await creditWalletForTest(t.database.db, person.id, 3_000);
    const key = randomUUID();
    const failed = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: 5_000 }), key);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().code).toBe('INSUFFICIENT_BALANCE');
    await creditWalletForTest(t.database.db, person.id, 2_000);
    const retried = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: 5_000 }), key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await withdrawalsOf(person)).toHaveLength(1);
    expect(await balanceOf(person)).toBe(0);
  });
});

describe('concurrency (docs/security.md #17)', () => {
  it('lets exactly one of 50 parallel withdrawals of the whole balance through', async () => {
    const person = await createSignedInPerson(t);
    await creditWalletForTest(t.database.db, person.id, 25_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => requestWithdrawal(t, person, withdrawalBody({ amount_cents: 25_000, pix_key: TEST_CPF }))),
    );
    const created = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 409 && res.json().code === 'INSUFFICIENT_BALANCE');
    const outcomes = answers.map((res) => `${res.statusCode} ${res.statusCode === 201 ? '' : res.json().code}`);
    expect(created, outcomes.join(', ')).toHaveLength(1);
    expect(refused, outcomes.join(', ')).toHaveLength(49);
    expect(await balanceOf(person)).toBe(0);
    const rows = await t.database.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, person.id), eq(withdrawals.status, 'requested')));
    expect(rows).toHaveLength(1);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });
});
