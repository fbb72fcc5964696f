import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransfers } from '../../db/schema/index.ts';
import { actAs, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPerson, createSignedInPerson } from '../../test-support/people.ts';
import { notificationsOf } from '../../test-support/hiring.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { creditWalletForTest, ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';
import { getAs, requestWithdrawal, withdrawalBody } from '../../test-support/wallet.ts';

let t: TestApp;
let admin: TestPerson;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'admin', { firstName: 'Adm' });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function withdrawalOf(person: TestPerson, amountCents: number): Promise<{ id: string }> {
  await creditWalletForTest(t.database.db, person.id, amountCents);
  const res = await requestWithdrawal(t, person, withdrawalBody({ amount_cents: amountCents }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function decide(id: string, decision: 'pay' | 'refuse', reason = 'Pix enviado pelo banco.', headers = admin.headers) {
  return t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/${decision}`, headers, payload: { reason } });
}

const payable = () => ledgerBalance(t.database.db, { kind: 'withdrawals_payable' });
const clearing = () => ledgerBalance(t.database.db, { kind: 'provider_clearing', provider: 'sandbox' });

describe('GET /api/admin/withdrawals', () => {
  it('lists withdrawals newest first with the whole Pix key and who asked, by status, in pages', async () => {
    const person = await createSignedInPerson(t, 'Lia');
    const first = await withdrawalOf(person, 2_000);
    const second = await withdrawalOf(person, 3_000);

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals?status=requested&limit=100', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().items.filter((item: { user: { id: string } }) => item.user.id === person.id);
    expect(mine.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toMatchObject({
      pix_key: '52998224725',
      amount_cents: 3_000,
      status: 'requested',
      user: { id: person.id, name: 'Lia Carteira', email: person.email },
    });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; next_cursor: string | null } = (
        await t.app.inject({ method: 'GET', url: `/api/admin/withdrawals?limit=1${cursor ? `&cursor=${cursor}` : ''}`, headers: admin.headers })
      ).json();
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([first.id, second.id]));

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals?cursor=nao-e-cursor', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    for (const type of ['model', 'contractor', 'photographer'] as const) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: actAs(type) })).statusCode).toBe(403);
      expect((await decide(randomUUID(), 'pay', 'Tentativa indevida', actAs(type))).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/withdrawals/:id/pay and /refuse', () => {
  it('pays: the money leaves withdrawals_payable to the provider, audited, the user told', async () => {
    const person = await createSignedInPerson(t, 'Mara');
    const withdrawal = await withdrawalOf(person, 4_500);
    const [payableBefore, clearingBefore] = [await payable(), await clearing()];

    const res = await decide(withdrawal.id, 'pay', 'Pix enviado, comprovante 123.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: withdrawal.id, status: 'paid', reason: 'Pix enviado, comprovante 123.', pix_key: '52998224725' });
    expect(res.json().decided_at).toEqual(expect.any(String));
    expect(await payable()).toBe(payableBefore - 4_500);
    expect(await clearing()).toBe(clearingBefore + 4_500);
    expect(await ledgerBalance(t.database.db, { kind: 'user_wallet', userId: person.id })).toBe(0);
    const [transfer] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `withdrawal:${withdrawal.id}:paid`));
    expect(transfer).toMatchObject({ kind: 'withdrawal', initiatedBy: admin.id, withdrawalId: withdrawal.id });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, withdrawal.id), eq(auditLog.action, 'withdrawal.pay')));
    expect(audit).toMatchObject({ actorId: admin.id, targetType: 'withdrawal', reason: 'Pix enviado, comprovante 123.' });
    const [notice] = await notificationsOf(t, person.id, 'withdrawal_paid');
    expect(notice).toMatchObject({ title: 'Saque pago', link: '/dashboard?tab=wallet' });
    expect(notice?.body).toContain('R$\u00a045,00');

    const own = await getAs(t, person, '/api/wallet/withdrawals');
    expect(own.json().items[0]).toMatchObject({ id: withdrawal.id, status: 'paid', reason: 'Pix enviado, comprovante 123.' });

    // Decided once: paying or refusing again changes nothing.
    for (const again of ['pay', 'refuse'] as const) {
      const twice = await decide(withdrawal.id, again);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('TRANSITION_NOT_ALLOWED');
    }
    expect(await payable()).toBe(payableBefore - 4_500);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('refuses: the money goes back to the wallet, audited, the user told why', async () => {
    const person = await createSignedInPerson(t, 'Nina');
    const withdrawal = await withdrawalOf(person, 2_500);
    const payableBefore = await payable();

    const res = await decide(withdrawal.id, 'refuse', 'Chave Pix de outra pessoa.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refused', reason: 'Chave Pix de outra pessoa.' });
    expect(await ledgerBalance(t.database.db, { kind: 'user_wallet', userId: person.id })).toBe(2_500);
    expect(await payable()).toBe(payableBefore - 2_500);
    const [transfer] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `withdrawal:${withdrawal.id}:refused`));
    expect(transfer).toMatchObject({ kind: 'withdrawal_refused' });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, withdrawal.id), eq(auditLog.action, 'withdrawal.refuse')));
    expect(audit).toMatchObject({ actorId: admin.id, targetType: 'withdrawal' });
    const [notice] = await notificationsOf(t, person.id, 'withdrawal_refused');
    expect(notice).toMatchObject({ title: 'Saque recusado', link: '/dashboard?tab=wallet' });
    expect(notice?.body).toContain('Chave Pix de outra pessoa.');
    expect((await getAs(t, person, '/api/wallet')).json()).toMatchObject({ balance_cents: 2_500, pending_withdrawal_cents: 0 });

    expect((await decide(withdrawal.id, 'pay')).statusCode).toBe(409);
    expect(await ledgerBalance(t.database.db, { kind: 'user_wallet', userId: person.id })).toBe(2_500);
  });

  it('answers 404 for an unknown withdrawal and 400 without a reason', async () => {
    expect((await decide(randomUUID(), 'pay')).statusCode).toBe(404);
    expect((await decide('nao-existe', 'refuse')).statusCode).toBe(404);
    const person = await createSignedInPerson(t, 'Olga');
    const withdrawal = await withdrawalOf(person, 2_000);
    const noReason = await decide(withdrawal.id, 'pay', 'x');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Explique o motivo');
    expect((await getAs(t, person, '/api/wallet/withdrawals')).json().items[0]).toMatchObject({ status: 'requested' });
  });
});
