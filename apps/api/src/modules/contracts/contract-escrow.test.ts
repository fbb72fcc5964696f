import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contracts, hiringTransitions, ledgerTransfers, profiles } from '../../db/schema/index.ts';
import { fundContractFromWalletInTx } from './contract-escrow.ts';
import { creditWalletForTest, ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';
import { call, notificationsOf, proposalBody } from '../../test-support/hiring.ts';
import { createPerson, openHiringTestApp } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

const { t, model, owner, otherOwner, admin } = await openHiringTestApp();
/** PLATFORM_FEE_BPS default: 10%. */
const FEE_BPS = 1000;

const db = () => t.database.db;
const wallet = (who: TestPerson) => ledgerBalance(db(), { kind: 'user_wallet', userId: who.id });
const escrow = (contractId: string) => ledgerBalance(db(), { kind: 'escrow', contractId });
const revenue = () => ledgerBalance(db(), { kind: 'platform_revenue' });

async function contractFor(amountCents: number, from: TestPerson = owner, to: TestPerson = model): Promise<string> {
  const proposal = await call(t, from, 'POST', '/api/proposals', { ...proposalBody({ amount_cents: amountCents }), model_slug: to.slug });
  expect(proposal.statusCode, proposal.body).toBe(201);
  const accepted = await call(t, to, 'POST', `/api/proposals/${proposal.json().proposal.id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().contract.id;
}

function fund(who: TestPerson, contractId: string, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/contracts/${contractId}/fund-with-wallet`,
    headers: { ...who.headers, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: {},
  });
}

/** A funded contract of `amountCents`, the owner's wallet topped up exactly for it. */
async function fundedContract(amountCents: number, from: TestPerson = owner): Promise<string> {
  const id = await contractFor(amountCents, from);
  await creditWalletForTest(db(), from.id, amountCents);
  const res = await fund(from, id);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

function resolve(contractId: string, body: Record<string, unknown>, who: TestPerson = admin) {
  return call(t, who, 'POST', `/api/admin/contracts/${contractId}/resolve`, body);
}

describe('funding from the wallet', () => {
  it('moves the amount into the escrow, freezes the fee, records the step and tells the model', async () => {
    const id = await contractFor(80_000);
    await creditWalletForTest(db(), owner.id, 100_000);
    const before = await wallet(owner);
    const view = await call(t, owner, 'GET', `/api/contracts/${id}`);
    expect(view.json().contract).toMatchObject({ status: 'awaiting_payment', allowed_actions: ['fund', 'cancel'], fee_bps: FEE_BPS, model_net_cents: 72_000 });
    expect((await call(t, model, 'GET', `/api/contracts/${id}`)).json().contract.allowed_actions).toEqual(['cancel']);

    const res = await fund(owner, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contract).toMatchObject({
      status: 'funded',
      status_label: 'Pago (valor retido)',
      fee_bps: FEE_BPS,
      platform_fee_cents: 8_000,
      model_net_cents: 72_000,
      allowed_actions: ['complete', 'dispute'],
    });
    expect(res.json().contract.funded_at).not.toBeNull();
    expect(await wallet(owner)).toBe(before - 80_000);
    expect(await escrow(id)).toBe(80_000);
    expect(await ledgerTotal(db())).toBe(0);
    const [row] = await db().select().from(contracts).where(eq(contracts.id, id));
    expect(row).toMatchObject({ status: 'funded', feeBps: FEE_BPS });
    const steps = await db()
      .select()
      .from(hiringTransitions)
      .where(and(eq(hiringTransitions.entityId, id), eq(hiringTransitions.action, 'fund')));
    expect(steps).toMatchObject([{ fromState: 'awaiting_payment', toState: 'funded', actorId: owner.id, actorRole: 'owner' }]);
    const [notice] = await notificationsOf(t, model.id, 'contract_funded');
    // Paid is when she is hired (the proposal only told her of a proposal).
    expect(notice?.title).toBe('Você foi contratada!');
    expect(notice?.body).toContain('"Ensaio de moda praia"');
    expect((await call(t, model, 'GET', `/api/contracts/${id}`)).json().contract.allowed_actions).toEqual(['complete', 'refund', 'dispute']);
  });

  it('tells the model of the hiring in the gender of the profile: masculine for a man, neutral when not given', async () => {
    for (const [gender, title] of [
      ['masculino', 'Você foi contratado!'],
      [null, 'Sua contratação foi confirmada!'],
    ] as const) {
      const hired = await createPerson(t, 'model', { firstName: 'Bruno' });
      await db().update(profiles).set({ gender }).where(eq(profiles.userId, hired.id));
      const id = await contractFor(30_000, owner, hired);
      await creditWalletForTest(db(), owner.id, 30_000);
      expect((await fund(owner, id)).statusCode).toBe(200);
      expect((await notificationsOf(t, hired.id, 'contract_funded')).map((notice) => notice.title)).toEqual([title]);
    }
  });

  it('refuses: short wallet (nothing moves), already funded, not the owner, strangers, no key, unverified', async () => {
    const id = await contractFor(50_000);
    const ownerBefore = await wallet(owner);
    expect(ownerBefore).toBeLessThan(49_999);
    await creditWalletForTest(db(), owner.id, 49_999 - ownerBefore);
    const short = await fund(owner, id);
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await wallet(owner)).toBe(49_999);
    expect(await escrow(id)).toBe(0);
    expect((await db().select().from(contracts).where(eq(contracts.id, id)))[0]?.status).toBe('awaiting_payment');
    await creditWalletForTest(db(), owner.id, 50_000);
    expect((await fund(owner, id)).statusCode).toBe(200);
    const again = await fund(owner, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONTRACT_NOT_FUNDABLE');
    expect(await escrow(id)).toBe(50_000);

    const other = await contractFor(10_000);
    await creditWalletForTest(db(), otherOwner.id, 10_000);
    expect((await fund(otherOwner, other)).json().code).toBe('CONTRACT_NOT_FOUND');
    expect((await fund(model, other)).statusCode).toBe(403);
    expect((await fund(admin, other)).statusCode).toBe(403);
    const noKey = await t.app.inject({ method: 'POST', url: `/api/contracts/${other}/fund-with-wallet`, headers: owner.headers, payload: {} });
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const unverified = await createPerson(t, 'contractor', { verified: false });
    expect((await fund(unverified, other)).json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(await escrow(other)).toBe(0);
  });

  it('a replay with the same key pays once; two different keys at once fund once and move the money once', async () => {
    const id = await contractFor(30_000);
    await creditWalletForTest(db(), owner.id, 60_000);
    const before = await wallet(owner);
    const key = randomUUID();
    expect((await fund(owner, id, key)).statusCode).toBe(200);
    expect((await fund(owner, id, key)).statusCode).toBe(200);
    expect(await wallet(owner)).toBe(before - 30_000);

    const racing = await contractFor(30_000);
    const walletBefore = await wallet(owner);
    const answers = await Promise.all([fund(owner, racing), fund(owner, racing)]);
    expect(answers.map((a) => a.statusCode).sort((x, y) => x - y)).toEqual([200, 409]);
    expect(await escrow(racing)).toBe(30_000);
    expect(await wallet(owner)).toBe(walletBefore - 30_000);
    const moves = await db()
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.contractId, racing), eq(ledgerTransfers.kind, 'contract_funding')));
    expect(moves).toHaveLength(1);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('fundContractFromWalletInTx (the payments settlement) funds once and answers funded: false otherwise, without throwing', async () => {
    const id = await contractFor(20_000);
    await creditWalletForTest(db(), owner.id, 40_000);
    const before = await wallet(owner);
    const notOwner = await db().transaction((tx) =>
      fundContractFromWalletInTx(tx as never, { contractId: id, payerId: otherOwner.id, reference: `test:${id}:a`, feeBps: 500 }),
    );
    expect(notOwner).toEqual({ funded: false, notifications: [] });
    const first = await db().transaction((tx) =>
      fundContractFromWalletInTx(tx as never, { contractId: id, payerId: owner.id, reference: `test:${id}:b`, feeBps: 500 }),
    );
    expect(first.funded).toBe(true);
    expect(first.notifications).toMatchObject([{ userId: model.id, type: 'contract_funded' }]);
    const second = await db().transaction((tx) =>
      fundContractFromWalletInTx(tx as never, { contractId: id, payerId: owner.id, reference: `test:${id}:c`, feeBps: 500 }),
    );
    expect(second).toEqual({ funded: false, notifications: [] });
    expect(await wallet(owner)).toBe(before - 20_000);
    expect((await db().select().from(contracts).where(eq(contracts.id, id)))[0]?.feeBps).toBe(500);
    const [step] = await db()
      .select()
      .from(hiringTransitions)
      .where(and(eq(hiringTransitions.entityId, id), eq(hiringTransitions.action, 'fund')));
    expect(step?.actorRole).toBe('system');
  });
});

describe('completion releases the escrow', () => {
  it('an unfunded contract cannot complete', async () => {
    const id = await contractFor(10_000);
    const res = await call(t, owner, 'POST', `/api/contracts/${id}/complete`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('both confirm: the model gets the amount less the fee (floored), revenue the fee, the escrow empties', async () => {
    const id = await fundedContract(12_345);
    const modelBefore = await wallet(model);
    const revenueBefore = await revenue();
    expect((await call(t, owner, 'POST', `/api/contracts/${id}/complete`)).json().contract.status).toBe('funded');
    expect(await escrow(id)).toBe(12_345);
    const done = await call(t, model, 'POST', `/api/contracts/${id}/complete`);
    expect(done.json().contract).toMatchObject({ status: 'completed', allowed_actions: [] });
    // 10% of 12.345 = 1.234,5 → 1.234 (the model never loses a rounding).
    expect((await wallet(model)) - modelBefore).toBe(11_111);
    expect((await revenue()) - revenueBefore).toBe(1_234);
    expect(await escrow(id)).toBe(0);
    expect(await ledgerTotal(db())).toBe(0);
    const moves = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.contractId, id));
    const release = moves.find((m) => m.kind === 'escrow_release');
    expect(release?.description).toBe('Recebimento de contratação: "Ensaio de moda praia" (R$ 123,45 menos taxa da plataforma de R$ 12,34)');
    expect(moves.map((m) => m.kind).sort()).toEqual(['contract_funding', 'escrow_release', 'platform_fee']);
    const [notice] = await notificationsOf(t, model.id, 'contract_completed');
    expect(notice?.body).toContain('R$ 111,11 foram liberados na sua carteira');
  });
});

describe('refund', () => {
  it('the model cancels a paid contract: all back to the owner; the owner cannot refund, strangers get 404', async () => {
    const id = await fundedContract(25_000);
    const ownerBefore = await wallet(owner);
    expect((await call(t, owner, 'POST', `/api/contracts/${id}/refund`)).statusCode).toBe(409);
    expect((await call(t, otherOwner, 'POST', `/api/contracts/${id}/refund`)).statusCode).toBe(404);
    expect((await call(t, model, 'POST', `/api/contracts/${id}/cancel`)).statusCode).toBe(409);
    const res = await call(t, model, 'POST', `/api/contracts/${id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contract).toMatchObject({ status: 'cancelled', allowed_actions: [] });
    expect((await wallet(owner)) - ownerBefore).toBe(25_000);
    expect(await escrow(id)).toBe(0);
    expect(await ledgerTotal(db())).toBe(0);
    expect((await notificationsOf(t, owner.id, 'contract_cancelled'))[0]?.body).toContain('R$ 250,00 voltou para a sua carteira');
    expect((await call(t, model, 'POST', `/api/contracts/${id}/refund`)).statusCode).toBe(409);
  });

  it('an admin refunds a paid contract', async () => {
    const id = await fundedContract(5_000);
    const ownerBefore = await wallet(owner);
    expect((await call(t, admin, 'POST', `/api/contracts/${id}/refund`)).statusCode).toBe(200);
    expect((await wallet(owner)) - ownerBefore).toBe(5_000);
  });
});

describe('disputes', () => {
  const reason = 'A modelo não compareceu ao ensaio combinado.';

  it('either party opens one on a paid contract; the other is told; nobody else can', async () => {
    const unpaid = await contractFor(9_000);
    expect((await call(t, owner, 'POST', `/api/contracts/${unpaid}/dispute`, { reason })).statusCode).toBe(409);
    const id = await fundedContract(9_000);
    expect((await call(t, otherOwner, 'POST', `/api/contracts/${id}/dispute`, { reason })).statusCode).toBe(404);
    expect((await call(t, admin, 'POST', `/api/contracts/${id}/dispute`, { reason })).statusCode).toBe(409);
    expect((await call(t, owner, 'POST', `/api/contracts/${id}/dispute`, { reason: 'curto' })).statusCode).toBe(400);
    const res = await call(t, owner, 'POST', `/api/contracts/${id}/dispute`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contract).toMatchObject({ status: 'disputed', status_label: 'Em disputa', allowed_actions: [], dispute: { reason, opened_by: 'owner' } });
    expect((await call(t, model, 'POST', `/api/contracts/${id}/complete`)).statusCode).toBe(409);
    expect((await notificationsOf(t, model.id, 'contract_disputed'))[0]?.body).toContain('abriu uma disputa');
    expect(await escrow(id)).toBe(9_000);

    const list = await call(t, admin, 'GET', '/api/admin/disputes');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.find((item: { contract_id: string }) => item.contract_id === id)).toMatchObject({
      amount_cents: 9_000,
      fee_bps: FEE_BPS,
      reason,
      opened_by: { id: owner.id, name: 'Carlos Teste' },
      contractor: { id: owner.id },
      model: { id: model.id, name: 'Bianca Teste' },
    });
    expect((await call(t, owner, 'GET', '/api/admin/disputes')).statusCode).toBe(403);
    expect((await resolve(id, { outcome: 'refund', reason: 'ok' }, owner)).statusCode).toBe(403);
  });

  async function disputed(amount: number): Promise<string> {
    const id = await fundedContract(amount);
    expect((await call(t, model, 'POST', `/api/contracts/${id}/dispute`, { reason })).statusCode).toBe(200);
    return id;
  }

  it('release: like a completion, audited, both told', async () => {
    const id = await disputed(10_001);
    const modelBefore = await wallet(model);
    const revenueBefore = await revenue();
    const res = await resolve(id, { outcome: 'release', reason: 'Trabalho entregue conforme fotos.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contract.status).toBe('completed');
    expect((await wallet(model)) - modelBefore).toBe(9_001);
    expect((await revenue()) - revenueBefore).toBe(1_000);
    expect(await escrow(id)).toBe(0);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'contract.resolve', targetType: 'contract', actorId: admin.id, reason: 'Trabalho entregue conforme fotos.' });
    expect(audit?.details).toMatchObject({ outcome: 'release', model_share_cents: 10_001 });
    expect(await notificationsOf(t, owner.id, 'contract_dispute_resolved')).not.toHaveLength(0);
    expect((await notificationsOf(t, model.id, 'contract_dispute_resolved'))[0]?.body).toContain('R$ 90,01');
    expect((await resolve(id, { outcome: 'refund', reason: 'de novo' })).statusCode).toBe(409);
  });

  it('refund: everything back to the owner, no fee', async () => {
    const id = await disputed(7_777);
    const ownerBefore = await wallet(owner);
    const revenueBefore = await revenue();
    const res = await resolve(id, { outcome: 'refund', reason: 'Modelo não compareceu.' });
    expect(res.json().contract.status).toBe('cancelled');
    expect((await wallet(owner)) - ownerBefore).toBe(7_777);
    expect(await revenue()).toBe(revenueBefore);
    expect(await escrow(id)).toBe(0);
  });

  it('split: the model gets her share less the fee on it (floored), the owner the rest; a share above the amount is refused', async () => {
    const id = await disputed(12_345);
    expect((await resolve(id, { outcome: 'split', reason: 'Metade feita.' })).statusCode).toBe(400);
    const tooMuch = await resolve(id, { outcome: 'split', model_share_cents: 12_346, reason: 'Metade feita.' });
    expect(tooMuch.statusCode).toBe(400);
    expect(await escrow(id)).toBe(12_345);
    const ownerBefore = await wallet(owner);
    const modelBefore = await wallet(model);
    const revenueBefore = await revenue();
    const res = await resolve(id, { outcome: 'split', model_share_cents: 3_333, reason: 'Metade feita.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contract.status).toBe('completed');
    // Fee on the share: 10% of 3.333 = 333,3 → 333.
    expect((await wallet(model)) - modelBefore).toBe(3_000);
    expect((await revenue()) - revenueBefore).toBe(333);
    expect((await wallet(owner)) - ownerBefore).toBe(9_012);
    expect(await escrow(id)).toBe(0);
    expect(await ledgerTotal(db())).toBe(0);
    const steps = await db()
      .select()
      .from(hiringTransitions)
      .where(and(eq(hiringTransitions.entityId, id), eq(hiringTransitions.action, 'resolve_split')));
    expect(steps).toMatchObject([{ fromState: 'disputed', toState: 'completed', actorRole: 'admin' }]);
  });

  it('the whole share to the model in a split leaves nothing to refund', async () => {
    const id = await disputed(1_000);
    const ownerBefore = await wallet(owner);
    expect((await resolve(id, { outcome: 'split', model_share_cents: 1_000, reason: 'Tudo feito.' })).statusCode).toBe(200);
    expect(await wallet(owner)).toBe(ownerBefore);
    expect(await escrow(id)).toBe(0);
  });
});
