import { encodeSandboxCardToken } from '@passarela/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, notifications, payments } from '../../db/schema/index.ts';
import { createPaymentsRepository, isClaimedOnly } from './payments.repository.ts';
import { call } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { ledgerTotal } from '../../test-support/ledger.ts';
import {
  cardForm,
  createPaymentsTestApp,
  deliverWebhook,
  payer as formPayer,
  type PaymentsTestApp,
  pixForm,
  processPayment,
  startPayment,
  walletOf,
} from '../../test-support/payments.ts';

let p: PaymentsTestApp;
let payer: TestPerson;

beforeAll(async () => {
  p = await createPaymentsTestApp();
  payer = await createPerson(p.t, 'contractor', { firstName: 'Rita' });
}, 180_000);
afterAll(async () => {
  await p?.t.close();
});

/** A run as the scheduler makes it, at `now`. */
function reconcile(now = new Date()) {
  return p.t.app.services.paymentReconciler.reconcile({ now });
}

/** A moment when every payment touched until now is past the reconciliation threshold. */
function pastThreshold() {
  return new Date(Date.now() + p.t.config.paymentReconcileAfterMs + 1000);
}

async function paymentRow(id: string) {
  const row = await createPaymentsRepository(p.t.database.db).findById(id);
  if (!row) throw new Error('no payment row');
  return row;
}

async function settleTransfers(paymentId: string) {
  return p.t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.paymentId, paymentId));
}

async function approvedNotices(userId: string) {
  const rows = await p.t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'payment_approved')));
  return rows.length;
}

/**
 * A top-up left as a crash leaves it: our row claimed by its process request (payments.service
 * process), the provider asked with the row's key, and the process gone before storing the answer.
 * `provider`: what the provider did with the request (nothing: it never got there).
 */
async function crashedTopup(amountCents: number, provider: 'approved' | 'nothing' | { amountCents: number }) {
  const { transaction } = await startPayment(p.t, payer, { purpose: 'wallet_topup', amount_cents: amountCents });
  const claimed = await createPaymentsRepository(p.t.database.db).claim(transaction.id, payer.id, { paymentMethodId: 'visa', installments: 1 });
  if (!claimed) throw new Error('could not claim');
  if (provider === 'nothing') return { paymentId: claimed.id, key: claimed.providerIdempotencyKey, providerPaymentId: null };
  const made = await p.sandbox.createPayment({
    paymentId: claimed.id,
    idempotencyKey: claimed.providerIdempotencyKey,
    description: claimed.description,
    amountCents: provider === 'approved' ? amountCents : provider.amountCents,
    paymentMethodId: 'visa',
    token: encodeSandboxCardToken({ holder: 'APRO', last4: '3704', brand: 'visa' }),
    installments: 1,
    payer: formPayer,
    notificationUrl: 'http://localhost:3000/api/payments/webhooks/sandbox',
  });
  return { paymentId: claimed.id, key: claimed.providerIdempotencyKey, providerPaymentId: made.providerPaymentId };
}

describe('payment reconciliation', () => {
  it('leaves a recently claimed payment alone: its process request may still be waiting for the provider', async () => {
    const before = await walletOf(p.t, payer.id);
    const { paymentId } = await crashedTopup(1200, 'approved');
    await reconcile();
    expect(isClaimedOnly(await paymentRow(paymentId))).toBe(true);
    expect(await walletOf(p.t, payer.id)).toBe(before);
    // Meanwhile a retry is still refused, as before.
    const retry = await processPayment(p.t, payer, cardForm(paymentId, 1200));
    expect(retry.statusCode).toBe(409);
    expect(retry.json().code).toBe('PAYMENT_ALREADY_PROCESSED');
    // Past the threshold it is settled.
    await reconcile(pastThreshold());
    expect((await paymentRow(paymentId)).status).toBe('approved');
    expect(await walletOf(p.t, payer.id)).toBe(before + 1200);
  });

  it('settles once a claimed payment the provider approved while we were down; a retry then answers it', async () => {
    const before = await walletOf(p.t, payer.id);
    const noticesBefore = await approvedNotices(payer.id);
    const { paymentId, providerPaymentId } = await crashedTopup(1000, 'approved');

    const summary = await reconcile(pastThreshold());
    expect(summary.settled).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'approved', statusDetail: 'accredited', providerPaymentId, settledAt: expect.any(Date) });
    expect(await walletOf(p.t, payer.id)).toBe(before + 1000);
    expect(await settleTransfers(paymentId)).toHaveLength(1);
    expect(await approvedNotices(payer.id)).toBe(noticesBefore + 1);

    // Again, later: nothing more.
    await reconcile(pastThreshold());
    expect(await walletOf(p.t, payer.id)).toBe(before + 1000);
    const calls = p.createPaymentCalls();
    const retry = await processPayment(p.t, payer, cardForm(paymentId, 1000));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'approved', payment: { id: paymentId } });
    expect(p.createPaymentCalls()).toBe(calls);
    expect(await walletOf(p.t, payer.id)).toBe(before + 1000);
    expect(await approvedNotices(payer.id)).toBe(noticesBefore + 1);
    expect(await ledgerTotal(p.t.database.db)).toBe(0);
  });

  it('credits once when two reconcilers and the webhook handle the same payment at the same time', async () => {
    for (let round = 0; round < 3; round++) {
      const before = await walletOf(p.t, payer.id);
      const noticesBefore = await approvedNotices(payer.id);
      const { paymentId, providerPaymentId } = await crashedTopup(1300 + round, 'approved');
      const [first, second, webhook] = await Promise.all([
        reconcile(pastThreshold()),
        reconcile(pastThreshold()),
        deliverWebhook(p.t, providerPaymentId ?? ''),
      ]);
      expect(webhook.statusCode, webhook.body).toBe(200);
      expect(first.failed + second.failed).toBe(0);
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'approved', providerPaymentId });
      expect(await walletOf(p.t, payer.id)).toBe(before + 1300 + round);
      expect(await settleTransfers(paymentId)).toHaveLength(1);
      expect(await approvedNotices(payer.id)).toBe(noticesBefore + 1);
    }
    expect(await ledgerTotal(p.t.database.db)).toBe(0);
  });

  it('settles a pending Pix the provider approved whose webhook was lost, and leaves one still unpaid as it is', async () => {
    const before = await walletOf(p.t, payer.id);
    const paid = await startPayment(p.t, payer, { purpose: 'wallet_topup', amount_cents: 4100 });
    const unpaid = await startPayment(p.t, payer, { purpose: 'wallet_topup', amount_cents: 4200 });
    for (const { transaction } of [paid, unpaid]) {
      expect((await processPayment(p.t, payer, pixForm(transaction.id, transaction.amount_cents))).json().status).toBe('pending');
    }
    const paidRow = await paymentRow(paid.transaction.id);
    // The payer paid; the notification never reached us.
    await p.sandbox.simulateSettlement(paidRow.providerPaymentId ?? '', 'approved');

    await reconcile(pastThreshold());
    expect(await paymentRow(paid.transaction.id)).toMatchObject({ status: 'approved', settledAt: expect.any(Date) });
    expect(await paymentRow(unpaid.transaction.id)).toMatchObject({ status: 'pending', statusDetail: 'pending_waiting_transfer', settledAt: null });
    expect(await walletOf(p.t, payer.id)).toBe(before + 4100);
    await reconcile(pastThreshold());
    expect(await walletOf(p.t, payer.id)).toBe(before + 4100);
    expect(await settleTransfers(paid.transaction.id)).toHaveLength(1);
  });

  it('gives back a claimed payment the provider never received, with its key, so it can be paid again', async () => {
    const before = await walletOf(p.t, payer.id);
    const { paymentId, key } = await crashedTopup(1400, 'nothing');
    await reconcile();
    expect(isClaimedOnly(await paymentRow(paymentId))).toBe(true);

    const summary = await reconcile(pastThreshold());
    expect(summary.givenBack).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(paymentId)).toMatchObject({ status: null, statusDetail: null, providerPaymentId: null, providerIdempotencyKey: key });
    expect(p.t.logs.join('\n')).toContain(`"paymentId":"${paymentId}"`);

    const paid = await processPayment(p.t, payer, cardForm(paymentId, 1400));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('approved');
    expect(await walletOf(p.t, payer.id)).toBe(before + 1400);
    expect(await settleTransfers(paymentId)).toHaveLength(1);
  });

  it('a payment the provider shows only after it was given back is answered to the retry, never made twice', async () => {
    const before = await walletOf(p.t, payer.id);
    const { paymentId, key } = await crashedTopup(1500, 'nothing');
    await reconcile(pastThreshold());
    expect((await paymentRow(paymentId)).status).toBeNull();
    // The provider's search was behind: the payment made with our key turns up now.
    const late = await p.sandbox.createPayment({
      paymentId,
      idempotencyKey: key,
      description: 'Adicionar saldo à carteira',
      amountCents: 1500,
      paymentMethodId: 'visa',
      token: encodeSandboxCardToken({ holder: 'APRO', last4: '3704', brand: 'visa' }),
      installments: 1,
      payer: formPayer,
      notificationUrl: 'http://localhost:3000/api/payments/webhooks/sandbox',
    });
    const retry = await processPayment(p.t, payer, cardForm(paymentId, 1500));
    expect(retry.json().status).toBe('approved');
    expect((await paymentRow(paymentId)).providerPaymentId).toBe(late.providerPaymentId);
    expect(await p.sandbox.findPaymentsByReference(paymentId)).toHaveLength(1);
    expect(await walletOf(p.t, payer.id)).toBe(before + 1500);
  });

  it('never settles a provider payment of another amount: the payment stays claimed for a person', async () => {
    const before = await walletOf(p.t, payer.id);
    const { paymentId } = await crashedTopup(1600, { amountCents: 1 });
    const summary = await reconcile(pastThreshold());
    expect(summary.mismatched).toBeGreaterThanOrEqual(1);
    expect(isClaimedOnly(await paymentRow(paymentId))).toBe(true);
    expect(await walletOf(p.t, payer.id)).toBe(before);
    expect(p.t.logs.join('\n')).toContain('does not match ours');
  });

  it('logs payment ids only: no email, card token or CPF', async () => {
    const lines = p.t.logs.filter((line) => /reconcil|given back/.test(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/@/);
      expect(line).not.toContain(formPayer.identification.number);
      expect(line).not.toContain('token');
    }
  });

  it('goes on with the other payments when one cannot be applied, and tries that one again at the next run', async () => {
    const before = await walletOf(p.t, payer.id);
    const broken = await crashedTopup(1800, 'approved');
    // Another row of ours already holds that provider id (the unique index refuses a second).
    const { transaction: holder } = await startPayment(p.t, payer, { purpose: 'wallet_topup', amount_cents: 1800 });
    await p.t.database.db.update(payments).set({ providerPaymentId: broken.providerPaymentId, status: 'rejected' }).where(eq(payments.id, holder.id));
    const fine = await crashedTopup(1900, 'approved');

    const summary = await reconcile(pastThreshold());
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect(isClaimedOnly(await paymentRow(broken.paymentId))).toBe(true);
    expect((await paymentRow(fine.paymentId)).status).toBe('approved');
    expect(await walletOf(p.t, payer.id)).toBe(before + 1900);
    expect(p.t.logs.join('\n')).toContain('reconciliation could not apply the provider payment');

    await p.t.database.db.update(payments).set({ providerPaymentId: null }).where(eq(payments.id, holder.id));
    await reconcile(pastThreshold());
    expect((await paymentRow(broken.paymentId)).status).toBe('approved');
    expect(await walletOf(p.t, payer.id)).toBe(before + 1900 + 1800);
  });

  it('leaves payments of the other provider to it', async () => {
    const { transaction } = await startPayment(p.t, payer, { purpose: 'wallet_topup', amount_cents: 1700 });
    await createPaymentsRepository(p.t.database.db).claim(transaction.id, payer.id, { paymentMethodId: 'visa', installments: 1 });
    await p.t.database.db.update(payments).set({ provider: 'mercadopago' }).where(eq(payments.id, transaction.id));
    await reconcile(pastThreshold());
    expect(isClaimedOnly(await paymentRow(transaction.id))).toBe(true);
    expect((await call(p.t, payer, 'GET', `/api/payments/${transaction.id}`)).json()).toMatchObject({ status: 'pending', status_detail: 'submitting' });
  });
});
