import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MercadoPagoPaymentProvider } from './mercadopago-provider.ts';
import { MercadoPagoStandIn, STAND_IN_ACCESS_TOKEN } from './mercadopago-stand-in.ts';
import type { CreatePaymentInput } from './payment-provider.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { signWebhook } from './webhook-signature.ts';

const accessToken = STAND_IN_ACCESS_TOKEN;

const standIn = new MercadoPagoStandIn();
let provider: MercadoPagoPaymentProvider;

function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    paymentId: randomUUID(),
    idempotencyKey: randomUUID(),
    description: 'Recarga de carteira',
    amountCents: 1050,
    paymentMethodId: 'visa',
    token: 'ff8080814c11e237014c1ff593b57b4d',
    issuerId: '25',
    installments: 1,
    payer: { email: 'cliente@example.com', identification: { type: 'CPF', number: '12345678909' } },
    notificationUrl: 'https://passarela.app/api/payments/webhook',
    ...overrides,
  };
}

const paymentPosts = () => standIn.seen.filter((r) => r.method === 'POST' && r.path === '/v1/payments');

beforeAll(async () => {
  await standIn.start();
});
afterAll(async () => {
  await standIn.stop();
});
beforeEach(() => {
  standIn.seen.length = 0;
  standIn.failNext = null;
  provider = new MercadoPagoPaymentProvider({
    accessToken,
    publicKey: 'TEST-public-key',
    webhookSecret: 'mp-webhook-secret',
    apiBaseUrl: standIn.url,
    retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 1 },
  });
});

describe('MercadoPagoPaymentProvider against a local stand-in', () => {
  it('sends a card payment in reais with the stored idempotency key and the access token', async () => {
    const input = paymentInput();
    const payment = await provider.createPayment(input);
    expect(payment).toEqual({
      providerPaymentId: expect.stringMatching(/^\d+$/),
      externalReference: input.paymentId,
      status: 'approved',
      statusDetail: 'accredited',
      amountCents: 1050,
      paymentMethodId: 'visa',
      pix: null,
      boleto: null,
    });
    const [sent] = paymentPosts();
    expect(sent?.headers['x-idempotency-key']).toBe(input.idempotencyKey);
    expect(sent?.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(sent?.body).toMatchObject({
      transaction_amount: 10.5,
      description: 'Recarga de carteira',
      payment_method_id: 'visa',
      token: input.token,
      issuer_id: 25,
      installments: 1,
      external_reference: input.paymentId,
      notification_url: 'https://passarela.app/api/payments/webhook',
      payer: { email: 'cliente@example.com', identification: { type: 'CPF', number: '12345678909' } },
    });
    expect(provider.publicKey()).toBe('TEST-public-key');
  });

  it('leaves out a local notification URL, which Mercado Pago would refuse', async () => {
    await provider.createPayment(paymentInput({ notificationUrl: 'http://localhost:3000/api/payments/webhook' }));
    expect(paymentPosts()[0]?.body).not.toHaveProperty('notification_url');
  });

  it('is answered with the same payment when retried with the same key', async () => {
    const input = paymentInput();
    const first = await provider.createPayment(input);
    const retry = await provider.createPayment(input);
    expect(retry).toEqual(first);
    expect(standIn.payments.size).toBeGreaterThan(0);
    expect(paymentPosts().map((r) => r.headers['x-idempotency-key'])).toEqual([input.idempotencyKey, input.idempotencyKey]);
  });

  it('sends each call its own key (a shared SDK config would leak the previous key: sdk-nodejs #481)', async () => {
    const a = paymentInput();
    const b = paymentInput();
    const first = await provider.createPayment(a);
    await provider.getPayment(first.providerPaymentId);
    const second = await provider.createPayment(b);
    expect(second.providerPaymentId).not.toBe(first.providerPaymentId);
    expect(paymentPosts().map((r) => r.headers['x-idempotency-key'])).toEqual([a.idempotencyKey, b.idempotencyKey]);
    // A refund right after carries the refund's key, not the last payment's.
    await provider.refundPayment(second.providerPaymentId, 'refund-key-1');
    const refundPost = standIn.seen.find((r) => r.path.endsWith('/refunds'));
    expect(refundPost?.headers['x-idempotency-key']).toBe('refund-key-1');
  });

  it('maps Pix and boleto answers', async () => {
    const pix = await provider.createPayment(paymentInput({ paymentMethodId: 'pix', token: undefined, issuerId: undefined }));
    expect(pix).toMatchObject({ status: 'pending', statusDetail: 'pending_waiting_transfer', boleto: null });
    expect(pix.pix).toEqual({
      qr_code: expect.stringMatching(/^000201/),
      qr_code_base64: 'iVBORw0KGgo=',
      ticket_url: expect.stringContaining('/ticket'),
      expires_at: '2030-01-02T10:00:00.000-03:00',
    });
    expect(paymentPosts()[0]?.body).not.toHaveProperty('token');
    expect(paymentPosts()[0]?.body).not.toHaveProperty('issuer_id');

    const boleto = await provider.createPayment(
      paymentInput({
        paymentMethodId: 'bolbradesco',
        token: undefined,
        amountCents: 10_000,
        payer: { email: 'c@example.com', first_name: 'Ana', last_name: 'Lima', address: { zip_code: '01310100', city: undefined } },
      }),
    );
    expect(paymentPosts()[1]?.body).toMatchObject({ transaction_amount: 100, payer: { first_name: 'Ana', address: { zip_code: '01310100' } } });
    const boletoPayer = paymentPosts()[1]?.body?.payer as { address?: object } | undefined;
    expect(boletoPayer?.address).not.toHaveProperty('city');
    expect(boleto).toMatchObject({ status: 'pending', statusDetail: 'pending_waiting_payment', pix: null, amountCents: 10_000 });
    expect(boleto.boleto).toEqual({
      url: expect.stringContaining('/ticket'),
      barcode: '23791000000000105003381260000000000000000000',
      digitable_line: '23793381286000000000300000000000100000000001050',
      expires_at: '2030-01-04T22:59:59.000-04:00',
    });
  });

  it('reads a payment and refunds it, re-reading the payment after the refund', async () => {
    const payment = await provider.createPayment(paymentInput({ amountCents: 2990 }));
    expect(await provider.getPayment(payment.providerPaymentId)).toEqual(payment);
    const refunded = await provider.refundPayment(payment.providerPaymentId, 'refund-key-2');
    expect(refunded).toMatchObject({ status: 'refunded', statusDetail: 'refunded', amountCents: 2990 });
    const refundPost = standIn.seen.find((r) => r.path === `/v1/payments/${payment.providerPaymentId}/refunds`);
    expect(refundPost?.headers['x-idempotency-key']).toBe('refund-key-2');
    await expect(provider.getPayment('1')).rejects.toMatchObject({ message: 'not found', retryable: false });
  });

  it('finds the payments made for one of ours by external_reference, newest first, each re-read by id', async () => {
    const paymentId = randomUUID();
    expect(await provider.findPaymentsByReference(paymentId)).toEqual([]);
    const first = await provider.createPayment(paymentInput({ paymentId }));
    const second = await provider.createPayment(paymentInput({ paymentId, paymentMethodId: 'pix', token: undefined, issuerId: undefined }));
    await provider.createPayment(paymentInput());
    standIn.seen.length = 0;

    expect(await provider.findPaymentsByReference(paymentId)).toEqual([second, first]);
    const search = standIn.seen.find((r) => r.path.startsWith('/v1/payments/search'));
    const query = new URL(search?.path ?? '/', 'http://stand-in').searchParams;
    expect(query.get('external_reference')).toBe(paymentId);
    expect(query.get('sort')).toBe('date_created');
    expect(query.get('criteria')).toBe('desc');
    expect(search?.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(standIn.seen.filter((r) => /^\/v1\/payments\/\d+$/.test(r.path)).map((r) => r.path)).toEqual([
      `/v1/payments/${second.providerPaymentId}`,
      `/v1/payments/${first.providerPaymentId}`,
    ]);
  });

  it('turns a failed search into a retryable error', async () => {
    standIn.failNext = { status: 503, times: 2, body: { message: 'unavailable', error: 'unavailable', status: 503, cause: [] } };
    await expect(provider.findPaymentsByReference(randomUUID())).rejects.toMatchObject({ name: 'PaymentProviderError', retryable: true });
  });

  it('creates a preference in reais with our payment id as external_reference', async () => {
    const paymentId = randomUUID();
    const { preferenceId } = await provider.createPreference({
      paymentId,
      description: 'Passarela PRO mensal',
      amountCents: 2990,
      payerEmail: 'a@example.com',
      backUrls: { success: 'https://passarela.app/r/s', failure: 'https://passarela.app/r/f', pending: 'https://passarela.app/r/p' },
      notificationUrl: 'https://passarela.app/api/payments/webhook',
    });
    expect(preferenceId).toMatch(/^202809963-/);
    const sent = standIn.seen.find((r) => r.path.startsWith('/checkout/preferences'));
    expect(sent?.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(sent?.body).toMatchObject({
      external_reference: paymentId,
      notification_url: 'https://passarela.app/api/payments/webhook',
      back_urls: { success: 'https://passarela.app/r/s', failure: 'https://passarela.app/r/f', pending: 'https://passarela.app/r/p' },
      auto_return: 'approved',
      items: [{ title: 'Passarela PRO mensal', quantity: 1, unit_price: 29.9, currency_id: 'BRL' }],
    });
  });

  it('turns a 5xx into a retryable error, after the SDK retried with the same key', async () => {
    standIn.failNext = { status: 500, times: 2, body: { message: 'internal_error', error: 'internal_error', status: 500, cause: [] } };
    const input = paymentInput();
    const failure = await provider.createPayment(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ retryable: true });
    expect(paymentPosts().map((r) => r.headers['x-idempotency-key'])).toEqual([input.idempotencyKey, input.idempotencyKey]);
    // The payment was kept: trying again later with the same key goes through.
    expect(await provider.createPayment(input)).toMatchObject({ status: 'approved' });
  });

  it("turns a 4xx into a final error carrying Mercado Pago's message", async () => {
    const failure = await provider.createPayment(paymentInput({ amountCents: 0 })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ retryable: false });
    expect((failure as Error).message).toContain('Invalid transaction_amount');
    expect(paymentPosts()).toHaveLength(1);
  });

  it('turns an unreachable API into a retryable error', async () => {
    const offline = new MercadoPagoPaymentProvider({
      accessToken,
      publicKey: 'TEST-public-key',
      webhookSecret: 'mp-webhook-secret',
      apiBaseUrl: 'http://127.0.0.1:1',
      retry: { maxRetries: 0, initialDelayMs: 1, maxDelayMs: 1 },
    });
    await expect(offline.getPayment('123')).rejects.toMatchObject({ name: 'PaymentProviderError', retryable: true });
  });

  it("verifies webhooks with Mercado Pago's secret", () => {
    const headers = { 'x-signature': signWebhook({ secret: 'mp-webhook-secret', dataId: '1310000000', requestId: 'abc' }), 'x-request-id': 'abc' };
    expect(provider.verifyWebhook({ query: { 'data.id': '1310000000', type: 'payment' }, headers, body: {} })).toBe('1310000000');
    expect(provider.verifyWebhook({ query: { 'data.id': '1310000001' }, headers, body: {} })).toBeNull();
  });
});
