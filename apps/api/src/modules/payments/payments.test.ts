import { eq } from 'drizzle-orm';
import { PaymentProviderError } from '../../lib/payments/payment-provider.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { contracts, ledgerTransfers, payments, users } from '../../db/schema/index.ts';
import { call, notificationsOf, proposalBody } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import { ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';
import { cardForm, deliverWebhook, openPaymentsTestApp, paymentRowOf, pixForm, processPayment, startPayment, walletOf } from '../../test-support/payments.ts';

const { p, payer: payerPerson, other, admin } = await openPaymentsTestApp();
const unverified = await createPerson(p.t, 'contractor', { firstName: 'Nina', verified: false });

const allMethodsOn = { PAYMENT_METHOD_CREDIT_CARD: true, PAYMENT_METHOD_BOLETO: true, PAYMENT_METHOD_PIX: true, PAYMENT_METHOD_MERCADOPAGO: true };
afterEach(async () => {
  await p.t.app.services.settingsService.update(allMethodsOn, admin.id);
});

const paymentRow = (id: string) => paymentRowOf(p.t, id);

describe('GET /api/payments/public-key', () => {
  it("answers the sandbox's key to a signed-in user, 401 to nobody", async () => {
    const res = await call(p.t, payerPerson, 'GET', '/api/payments/public-key');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: 'SANDBOX', provider: 'sandbox' });
    expect((await call(p.t, null, 'GET', '/api/payments/public-key')).statusCode).toBe(401);
  });
});

describe('POST /api/payments/preferences', () => {
  it('creates a wallet top-up with the amount typed and the fixed description', async () => {
    const answer = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 2550 });
    expect(answer.preferenceId).toMatch(/^sandbox-pref-/);
    expect(answer.transaction).toMatchObject({ description: 'Adicionar saldo à carteira', amount_cents: 2550 });
    const row = await paymentRow(answer.transaction.id);
    expect(row).toMatchObject({ userId: payerPerson.id, purpose: 'wallet_topup', provider: 'sandbox', status: null, preferenceId: answer.preferenceId });
  });

  it('prices PRO from the settings and refuses a price sent by the browser (strict schema)', async () => {
    const answer = await startPayment(p.t, payerPerson, { purpose: 'pro_subscription', plan: 'yearly' });
    expect(answer.transaction).toMatchObject({ description: 'Assinatura PRO Anual', amount_cents: 47_900 });
    const tampered = await call(p.t, payerPerson, 'POST', '/api/payments/preferences', { purpose: 'pro_subscription', plan: 'monthly', amount_cents: 100 });
    expect(tampered.statusCode).toBe(400);
  });

  it('lets only admins start a test payment', async () => {
    const refused = await call(p.t, payerPerson, 'POST', '/api/payments/preferences', { purpose: 'test_payment', amount_cents: 1050 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const answer = await startPayment(p.t, admin, { purpose: 'test_payment', amount_cents: 1050, metadata: { test_id: 'x1', success_url: '/testepagamento' } });
    expect(answer.transaction).toMatchObject({ description: 'Pagamento de teste', amount_cents: 1050 });
    expect((await paymentRow(answer.transaction.id)).metadata).toEqual({ test_id: 'x1', success_url: '/testepagamento' });
  });

  it('refuses another host as a return address', async () => {
    const res = await call(p.t, payerPerson, 'POST', '/api/payments/preferences', {
      purpose: 'wallet_topup',
      amount_cents: 1000,
      metadata: { success_url: '//evil.example/' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses with 409 NO_PAYMENT_METHOD_ENABLED when every method is off', async () => {
    await p.t.app.services.settingsService.update(
      { PAYMENT_METHOD_CREDIT_CARD: false, PAYMENT_METHOD_BOLETO: false, PAYMENT_METHOD_PIX: false, PAYMENT_METHOD_MERCADOPAGO: false },
      admin.id,
    );
    const res = await call(p.t, payerPerson, 'POST', '/api/payments/preferences', { purpose: 'wallet_topup', amount_cents: 1000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_PAYMENT_METHOD_ENABLED');
  });

  it('needs a confirmed email (docs/security.md #6)', async () => {
    const res = await call(p.t, unverified, 'POST', '/api/payments/preferences', { purpose: 'wallet_topup', amount_cents: 1000 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it("refuses to fund a contract that is not the caller's", async () => {
    const res = await call(p.t, payerPerson, 'POST', '/api/payments/preferences', {
      purpose: 'contract_funding',
      contract_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CONTRACT_NOT_FOUND');
  });
});

describe('POST /api/payments/process', () => {
  it('APRO card top-up: approved, wallet credited once, the ledger sums to zero, payer told', async () => {
    const before = await walletOf(p.t, payerPerson.id);
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 2550 });
    const res = await processPayment(p.t, payerPerson, cardForm(transaction.id, 2550, 'APRO'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'approved', status_detail: 'accredited', error: null, payment: { id: transaction.id, pix: null, boleto: null } });
    expect(await walletOf(p.t, payerPerson.id)).toBe(before + 2550);
    expect(await ledgerTotal(p.t.database.db)).toBe(0);
    const row = await paymentRow(transaction.id);
    expect(row.settledAt).not.toBeNull();
    expect(row).toMatchObject({ paymentMethodId: 'visa', installments: 1 });
    const transfers = await p.t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.paymentId, transaction.id));
    expect(transfers.map((x) => [x.kind, x.reference])).toEqual([['topup', `payment:${transaction.id}:settle`]]);

    const view = await call(p.t, payerPerson, 'GET', `/api/payments/${transaction.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ id: transaction.id, status: 'approved', purpose: 'wallet_topup', amount_cents: 2550 });
    expect(view.json().settled_at).toEqual(expect.any(String));
    const [notice] = await notificationsOf(p.t, payerPerson.id, 'payment_approved');
    expect(notice).toMatchObject({ title: 'Pagamento aprovado', link: '/dashboard?tab=wallet' });
    expect(notice?.body).toContain('25,50');
  });

  it('a second submit answers the first result and the provider sees one payment', async () => {
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 1200 });
    const callsBefore = p.createPaymentCalls();
    const before = await walletOf(p.t, payerPerson.id);
    const first = await processPayment(p.t, payerPerson, cardForm(transaction.id, 1200));
    const second = await processPayment(p.t, payerPerson, cardForm(transaction.id, 1200));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(p.createPaymentCalls() - callsBefore).toBe(1);
    expect(await walletOf(p.t, payerPerson.id)).toBe(before + 1200);
  });

  it('two submits at once: one provider call, one credit', async () => {
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 1300 });
    const callsBefore = p.createPaymentCalls();
    const before = await walletOf(p.t, payerPerson.id);
    const answers = await Promise.all([0, 1].map(() => processPayment(p.t, payerPerson, cardForm(transaction.id, 1300))));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(p.createPaymentCalls() - callsBefore).toBe(1);
    expect(await walletOf(p.t, payerPerson.id)).toBe(before + 1300);
  });

  it('OTHE is rejected: no money moves and the payer is told', async () => {
    const before = await walletOf(p.t, payerPerson.id);
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 900 });
    const res = await processPayment(p.t, payerPerson, cardForm(transaction.id, 900, 'OTHE'));
    expect(res.json()).toMatchObject({ status: 'rejected', status_detail: 'cc_rejected_other_reason', error: null });
    expect(await walletOf(p.t, payerPerson.id)).toBe(before);
    expect((await paymentRow(transaction.id)).settledAt).toBeNull();
    const failed = await notificationsOf(p.t, payerPerson.id, 'payment_failed');
    expect(failed.map((n) => n.body).join()).toContain('9,00');
  });

  it('CONT stays in process: no money yet', async () => {
    const before = await walletOf(p.t, payerPerson.id);
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 800 });
    const res = await processPayment(p.t, payerPerson, cardForm(transaction.id, 800, 'CONT'));
    expect(res.json()).toMatchObject({ status: 'in_process', status_detail: 'pending_contingency' });
    expect(await walletOf(p.t, payerPerson.id)).toBe(before);
  });

  it('docs/security.md #20: a tampered transaction_amount is refused and nothing is charged', async () => {
    const callsBefore = p.createPaymentCalls();
    const before = await walletOf(p.t, payerPerson.id);
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 5000 });
    const res = await processPayment(p.t, payerPerson, cardForm(transaction.id, 100));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(p.createPaymentCalls()).toBe(callsBefore);
    expect(await walletOf(p.t, payerPerson.id)).toBe(before);
    expect((await paymentRow(transaction.id)).status).toBeNull();
    // The untampered form still goes through afterwards.
    expect((await processPayment(p.t, payerPerson, cardForm(transaction.id, 5000))).json().status).toBe('approved');
  });

  it('refuses a method the admin turned off with 400 PAYMENT_METHOD_DISABLED', async () => {
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 700 });
    await p.t.app.services.settingsService.update({ PAYMENT_METHOD_PIX: false }, admin.id);
    const pix = await processPayment(p.t, payerPerson, pixForm(transaction.id, 700));
    expect(pix.statusCode).toBe(400);
    expect(pix.json().code).toBe('PAYMENT_METHOD_DISABLED');
    await p.t.app.services.settingsService.update({ PAYMENT_METHOD_PIX: true, PAYMENT_METHOD_CREDIT_CARD: false }, admin.id);
    const card = await processPayment(p.t, payerPerson, cardForm(transaction.id, 700));
    expect(card.statusCode).toBe(400);
    expect(card.json().code).toBe('PAYMENT_METHOD_DISABLED');
    expect((await paymentRow(transaction.id)).status).toBeNull();
  });

  it("another user's payment is not found, for processing and for reading; an admin may read it", async () => {
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 600 });
    const processRes = await processPayment(p.t, other, cardForm(transaction.id, 600));
    expect(processRes.statusCode).toBe(404);
    expect(processRes.json().code).toBe('PAYMENT_NOT_FOUND');
    expect((await call(p.t, other, 'GET', `/api/payments/${transaction.id}`)).statusCode).toBe(404);
    expect((await call(p.t, admin, 'GET', `/api/payments/${transaction.id}`)).statusCode).toBe(200);
    expect((await paymentRow(transaction.id)).status).toBeNull();
  });

  it('Pix: pending with the QR code, no money until paid', async () => {
    const before = await walletOf(p.t, payerPerson.id);
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 3000 });
    const res = await processPayment(p.t, payerPerson, pixForm(transaction.id, 3000));
    expect(res.json()).toMatchObject({ status: 'pending', status_detail: 'pending_waiting_transfer' });
    expect(res.json().payment.pix.qr_code).toMatch(/^000201/);
    expect(await walletOf(p.t, payerPerson.id)).toBe(before);
  });

  it('a test payment goes to platform revenue, not to the admin wallet', async () => {
    const revenueBefore = await ledgerBalance(p.t.database.db, { kind: 'platform_revenue' });
    const walletBefore = await walletOf(p.t, admin.id);
    const { transaction } = await startPayment(p.t, admin, { purpose: 'test_payment', amount_cents: 1050 });
    const res = await processPayment(p.t, admin, cardForm(transaction.id, 1050));
    expect(res.json().status).toBe('approved');
    expect(await ledgerBalance(p.t.database.db, { kind: 'platform_revenue' })).toBe(revenueBefore + 1050);
    expect(await walletOf(p.t, admin.id)).toBe(walletBefore);
    const transfers = await p.t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.paymentId, transaction.id));
    expect(transfers.map((x) => x.kind)).toEqual(['test_payment']);
  });

  it('PRO: the money comes into the wallet and buys PRO at once', async () => {
    const buyer = await createPerson(p.t, 'photographer', { firstName: 'Pedro' });
    const { transaction } = await startPayment(p.t, buyer, { purpose: 'pro_subscription', plan: 'monthly' });
    expect(transaction.amount_cents).toBe(4990);
    const res = await processPayment(p.t, buyer, cardForm(transaction.id, 4990));
    expect(res.json().status).toBe('approved');
    expect(await walletOf(p.t, buyer.id)).toBe(0);
    const [user] = await p.t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(user?.subscriptionType).toBe('pro');
    const transfers = await p.t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.paymentId, transaction.id));
    expect(transfers.map((x) => x.kind).sort()).toEqual(['pro_purchase', 'topup']);
    expect(await ledgerTotal(p.t.database.db)).toBe(0);
  });
});

describe('provider failures', () => {
  it('a failed provider call answers 502 and gives the payment back: the retry uses the same key and pays once', async () => {
    const before = await walletOf(p.t, payerPerson.id);
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'wallet_topup', amount_cents: 1400 });
    const keyBefore = (await paymentRow(transaction.id)).providerIdempotencyKey;
    const create = p.sandbox.createPayment.bind(p.sandbox);
    p.sandbox.createPayment = () => Promise.reject(new PaymentProviderError('timeout', true));
    try {
      const failed = await processPayment(p.t, payerPerson, cardForm(transaction.id, 1400));
      expect(failed.statusCode).toBe(502);
      expect(failed.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      p.sandbox.createPayment = create;
    }
    const row = await paymentRow(transaction.id);
    expect(row).toMatchObject({ status: null, statusDetail: null, providerIdempotencyKey: keyBefore });
    expect((await processPayment(p.t, payerPerson, cardForm(transaction.id, 1400))).json().status).toBe('approved');
    expect(await walletOf(p.t, payerPerson.id)).toBe(before + 1400);
  });

  it('a provider that refuses the preference answers 502 and keeps the row', async () => {
    const createPreference = p.sandbox.createPreference.bind(p.sandbox);
    p.sandbox.createPreference = () => Promise.reject(new PaymentProviderError('down', true));
    try {
      const res = await call(p.t, payerPerson, 'POST', '/api/payments/preferences', { purpose: 'wallet_topup', amount_cents: 1000 });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      p.sandbox.createPreference = createPreference;
    }
    const rows = await p.t.database.db.select().from(payments).where(eq(payments.userId, payerPerson.id));
    expect(rows.some((row) => row.amountCents === 1000 && row.preferenceId === null)).toBe(true);
  });
});

describe('contract funding by payment', () => {
  /** A contract payerPerson owes `other` (the model): proposed, then accepted. */
  async function awaitingContract() {
    const proposal = await call(p.t, payerPerson, 'POST', '/api/proposals', { ...proposalBody(), model_slug: other.slug });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const accepted = await call(p.t, other, 'POST', `/api/proposals/${proposal.json().proposal.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json().contract as { id: string };
  }

  async function contractStatus(id: string) {
    const [row] = await p.t.database.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, id));
    return row?.status;
  }

  it("charges the contract's amount, credits the wallet and moves it into escrow at once", async () => {
    const contract = await awaitingContract();
    const before = await walletOf(p.t, payerPerson.id);
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'contract_funding', contract_id: contract.id });
    expect(transaction).toMatchObject({ amount_cents: 80_000, description: 'Contratação: Ensaio de moda praia' });
    const res = await processPayment(p.t, payerPerson, cardForm(transaction.id, 80_000));
    expect(res.json().status).toBe('approved');
    expect(await contractStatus(contract.id)).toBe('funded');
    expect(await walletOf(p.t, payerPerson.id)).toBe(before);
    expect(await ledgerBalance(p.t.database.db, { kind: 'escrow', contractId: contract.id })).toBe(80_000);
    const kinds = (await p.t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.paymentId, transaction.id))).map((x) => x.kind).sort();
    expect(kinds).toEqual(['contract_funding', 'topup']);
    expect(await ledgerTotal(p.t.database.db)).toBe(0);

    // Funded now: a new payment for it is refused.
    const again = await call(p.t, payerPerson, 'POST', '/api/payments/preferences', { purpose: 'contract_funding', contract_id: contract.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONTRACT_NOT_FUNDABLE');
  });

  it("is refused for the model's side of the contract (not hers to fund)", async () => {
    const contract = await awaitingContract();
    const res = await call(p.t, other, 'POST', '/api/payments/preferences', { purpose: 'contract_funding', contract_id: contract.id });
    expect(res.statusCode).toBe(404);
  });

  it('a contract cancelled while its Pix was pending: the paid money stays in the wallet', async () => {
    const contract = await awaitingContract();
    const before = await walletOf(p.t, payerPerson.id);
    const { transaction } = await startPayment(p.t, payerPerson, { purpose: 'contract_funding', contract_id: contract.id });
    const pix = await processPayment(p.t, payerPerson, pixForm(transaction.id, 80_000));
    expect(pix.json().status).toBe('pending');
    expect((await call(p.t, payerPerson, 'POST', `/api/contracts/${contract.id}/cancel`)).statusCode).toBe(200);
    const row = await paymentRow(transaction.id);
    await p.sandbox.simulateSettlement(row.providerPaymentId ?? '', 'approved');
    expect((await deliverWebhook(p.t, row.providerPaymentId ?? '')).statusCode).toBe(200);
    expect(await contractStatus(contract.id)).toBe('cancelled');
    expect(await walletOf(p.t, payerPerson.id)).toBe(before + 80_000);
  });
});
