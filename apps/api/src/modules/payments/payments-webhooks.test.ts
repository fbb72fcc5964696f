import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/index.ts';
import { call } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import { ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';
import { cardForm, deliverWebhook, openPaymentsTestApp, paymentRowOf, pixForm, processPayment, startPayment, walletOf } from '../../test-support/payments.ts';

const { p, payer, other, admin } = await openPaymentsTestApp();

const paymentRow = (id: string) => paymentRowOf(p.t, id);

/** A pending Pix top-up of `amountCents`, as the payer sees it after submitting the form. */
async function pendingPix(amountCents: number) {
  const { transaction } = await startPayment(p.t, payer, { purpose: 'wallet_topup', amount_cents: amountCents });
  const res = await processPayment(p.t, payer, pixForm(transaction.id, amountCents));
  expect(res.json().status).toBe('pending');
  const row = await paymentRow(transaction.id);
  if (!row.providerPaymentId) throw new Error('no provider payment id');
  return { paymentId: transaction.id, providerPaymentId: row.providerPaymentId };
}

async function settleTransfers(paymentId: string) {
  return p.t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.paymentId, paymentId));
}

describe('POST /api/dev/payments/:paymentId/simulate (sandbox)', () => {
  it('Pix pending -> simulate approved -> credited once, through the signed webhook', async () => {
    const before = await walletOf(p.t, payer.id);
    const { paymentId } = await pendingPix(4000);
    const res = await call(p.t, payer, 'POST', `/api/dev/payments/${paymentId}/simulate`, { outcome: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: paymentId, status: 'approved', status_detail: 'accredited' });
    expect(await walletOf(p.t, payer.id)).toBe(before + 4000);
    // Simulating again changes nothing.
    expect((await call(p.t, payer, 'POST', `/api/dev/payments/${paymentId}/simulate`, { outcome: 'approved' })).statusCode).toBe(200);
    expect(await walletOf(p.t, payer.id)).toBe(before + 4000);
    expect(await settleTransfers(paymentId)).toHaveLength(1);
    expect(await ledgerTotal(p.t.database.db)).toBe(0);
  });

  it('Pix refused by the bank: rejected, no money', async () => {
    const before = await walletOf(p.t, payer.id);
    const { paymentId } = await pendingPix(1500);
    const res = await call(p.t, payer, 'POST', `/api/dev/payments/${paymentId}/simulate`, { outcome: 'rejected' });
    expect(res.json()).toMatchObject({ status: 'rejected', settled_at: null });
    expect(await walletOf(p.t, payer.id)).toBe(before);
  });

  it("is not found for someone else's payment; an admin may simulate", async () => {
    const { paymentId } = await pendingPix(1100);
    expect((await call(p.t, other, 'POST', `/api/dev/payments/${paymentId}/simulate`, { outcome: 'approved' })).statusCode).toBe(404);
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect((await call(p.t, admin, 'POST', `/api/dev/payments/${paymentId}/simulate`, { outcome: 'approved' })).json().status).toBe('approved');
  });
});

describe('POST /api/payments/webhooks/sandbox', () => {
  it('docs/security.md #19: the same notification 5 times at once credits once', async () => {
    const before = await walletOf(p.t, payer.id);
    const { paymentId, providerPaymentId } = await pendingPix(2200);
    await p.sandbox.simulateSettlement(providerPaymentId, 'approved');
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverWebhook(p.t, providerPaymentId)));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ received: true });
    }
    expect(await walletOf(p.t, payer.id)).toBe(before + 2200);
    expect(await settleTransfers(paymentId)).toHaveLength(1);
    expect(await ledgerTotal(p.t.database.db)).toBe(0);
  });

  it('a forged signature changes nothing (401)', async () => {
    const before = await walletOf(p.t, payer.id);
    const { paymentId, providerPaymentId } = await pendingPix(2300);
    await p.sandbox.simulateSettlement(providerPaymentId, 'approved');
    const forged = await deliverWebhook(p.t, providerPaymentId, { signature: `ts=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await p.t.app.inject({ method: 'POST', url: `/api/payments/webhooks/sandbox?data.id=${providerPaymentId}`, payload: {} });
    expect(unsigned.statusCode).toBe(401);
    expect(await walletOf(p.t, payer.id)).toBe(before);
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });

  it('the other provider path refuses the sandbox signature', async () => {
    const { providerPaymentId } = await pendingPix(1000);
    const res = await p.t.app.inject({ method: 'POST', url: `/api/payments/webhooks/mercadopago?data.id=${providerPaymentId}`, payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('passes the origin check without Origin and cookie, as providers call; a cookie with a foreign Origin is refused', async () => {
    const { providerPaymentId } = await pendingPix(1000);
    const res = await deliverWebhook(p.t, providerPaymentId);
    expect(res.statusCode).toBe(200);
    const withCookie = await p.t.app.inject({
      method: 'POST',
      url: `/api/payments/webhooks/sandbox?data.id=${providerPaymentId}`,
      headers: { cookie: 'x=1', origin: 'https://evil.example' },
      payload: {},
    });
    expect(withCookie.statusCode).toBe(403);
  });

  it('out of order: a pending notice after approval keeps the payment approved', async () => {
    const before = await walletOf(p.t, payer.id);
    const { paymentId, providerPaymentId } = await pendingPix(2400);
    await p.sandbox.simulateSettlement(providerPaymentId, 'approved');
    expect((await deliverWebhook(p.t, providerPaymentId)).statusCode).toBe(200);
    // The provider answers 'pending' for an older state: applying it must not move the status back.
    const getPayment = p.sandbox.getPayment.bind(p.sandbox);
    p.sandbox.getPayment = async (id) => ({ ...(await getPayment(id)), status: 'pending', statusDetail: 'pending_waiting_transfer' });
    try {
      expect((await deliverWebhook(p.t, providerPaymentId)).statusCode).toBe(200);
    } finally {
      p.sandbox.getPayment = getPayment;
    }
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'approved', statusDetail: 'accredited' });
    expect(await walletOf(p.t, payer.id)).toBe(before + 2400);
  });

  it('a notification for a payment we do not know is acknowledged and ignored', async () => {
    const res = await deliverWebhook(p.t, '99999999999');
    expect(res.statusCode).toBe(200);
  });

  it('refund after settlement reverses once: from the wallet while it holds the money', async () => {
    const before = await walletOf(p.t, payer.id);
    const { paymentId, providerPaymentId } = await pendingPix(2500);
    await p.sandbox.simulateSettlement(providerPaymentId, 'approved');
    await deliverWebhook(p.t, providerPaymentId);
    expect(await walletOf(p.t, payer.id)).toBe(before + 2500);

    await p.sandbox.refundPayment(providerPaymentId, randomUUID());
    const answers = await Promise.all(Array.from({ length: 3 }, () => deliverWebhook(p.t, providerPaymentId)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(await walletOf(p.t, payer.id)).toBe(before);
    const row = await paymentRow(paymentId);
    expect(row.status).toBe('refunded');
    expect(row.reversedAt).not.toBeNull();
    const kinds = (await settleTransfers(paymentId)).map((x) => x.kind).sort();
    expect(kinds).toEqual(['payment_reversal', 'topup']);
    expect(await ledgerTotal(p.t.database.db)).toBe(0);
  });

  it('refund of money already spent: the platform absorbs what the wallet no longer holds', async () => {
    const spender = await createPerson(p.t, 'photographer', { firstName: 'Pedro' });
    const { transaction } = await startPayment(p.t, spender, { purpose: 'pro_subscription', plan: 'monthly' });
    const res = await processPayment(p.t, spender, cardForm(transaction.id, 4990));
    expect(res.json().status).toBe('approved');
    expect(await walletOf(p.t, spender.id)).toBe(0);
    const revenueBefore = await ledgerBalance(p.t.database.db, { kind: 'platform_revenue' });
    const row = await paymentRow(transaction.id);
    await p.sandbox.refundPayment(row.providerPaymentId ?? '', randomUUID());
    expect((await deliverWebhook(p.t, row.providerPaymentId ?? '')).statusCode).toBe(200);
    expect(await walletOf(p.t, spender.id)).toBe(0);
    expect(await ledgerBalance(p.t.database.db, { kind: 'platform_revenue' })).toBe(revenueBefore - 4990);
    expect(await ledgerTotal(p.t.database.db)).toBe(0);
  });

  it('a webhook arriving before the process answer is stored settles once as well', async () => {
    const before = await walletOf(p.t, payer.id);
    const { transaction } = await startPayment(p.t, payer, { purpose: 'wallet_topup', amount_cents: 2600 });
    // The provider notifies while our process request is still waiting for its answer.
    const create = p.sandbox.createPayment.bind(p.sandbox);
    p.sandbox.createPayment = async (input) => {
      const made = await create(input);
      expect((await deliverWebhook(p.t, made.providerPaymentId)).statusCode).toBe(200);
      return made;
    };
    try {
      const res = await processPayment(p.t, payer, cardForm(transaction.id, 2600));
      expect(res.json().status).toBe('approved');
    } finally {
      p.sandbox.createPayment = create;
    }
    expect(await walletOf(p.t, payer.id)).toBe(before + 2600);
    expect(await settleTransfers(transaction.id)).toHaveLength(1);
  });
});
