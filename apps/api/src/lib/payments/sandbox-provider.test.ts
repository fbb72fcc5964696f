import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeSandboxCardToken, sandboxCardOutcomes } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from './payment-provider.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { barcodeCheckDigit, dueDateFactor } from './sandbox/boleto-numbers.ts';
import { crc16Ccitt, parseEmvFields } from './sandbox/pix-br-code.ts';
import { type SandboxPaymentRecord, SandboxStore } from './sandbox/sandbox-store.ts';
import { SANDBOX_BOLETO_BASE_URL, SandboxPaymentProvider } from './sandbox-provider.ts';
import { signWebhook } from './webhook-signature.ts';

const webhookSecret = 'sandbox-secret';
const newDir = () => mkdtempSync(path.join(os.tmpdir(), 'passarela-sandbox-'));
const newProvider = (dir = newDir()) => new SandboxPaymentProvider({ dir, webhookSecret });

function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    paymentId: randomUUID(),
    idempotencyKey: randomUUID(),
    description: 'Recarga de carteira',
    amountCents: 1050,
    paymentMethodId: 'visa',
    token: encodeSandboxCardToken({ holder: 'APRO', last4: '0004', brand: 'visa' }),
    installments: 1,
    payer: { email: 'cliente@example.com' },
    notificationUrl: 'http://localhost:3000/api/payments/webhook',
    ...overrides,
  };
}

const cardInput = (holder: string) => paymentInput({ token: encodeSandboxCardToken({ holder, last4: '1234', brand: 'master' }) });

describe('SandboxPaymentProvider', () => {
  it('answers like Mercado Pago for its public key and preferences', async () => {
    const provider = newProvider();
    expect(provider.name).toBe('sandbox');
    expect(provider.publicKey()).toBe('SANDBOX');
    const { preferenceId } = await provider.createPreference({
      paymentId: randomUUID(),
      description: 'PRO',
      amountCents: 2990,
      payerEmail: 'a@example.com',
      backUrls: { success: 'http://x/s', failure: 'http://x/f', pending: 'http://x/p' },
      notificationUrl: 'http://x/w',
    });
    expect(preferenceId).toMatch(/^sandbox-pref-[0-9a-f-]{36}$/);
  });

  it.each(Object.entries(sandboxCardOutcomes))('decides a card held by %s as Mercado Pago test cards do', async (holder, outcome) => {
    const provider = newProvider();
    const input = cardInput(`${holder} da Silva`);
    const payment = await provider.createPayment(input);
    expect(payment).toMatchObject({
      status: outcome.status,
      statusDetail: outcome.status_detail,
      externalReference: input.paymentId,
      amountCents: 1050,
      paymentMethodId: 'visa',
      pix: null,
      boleto: null,
    });
    expect(payment.providerPaymentId).toMatch(/^\d+$/);
  });

  it('approves a card with any other name and account money, and rejects a card without a valid token', async () => {
    const provider = newProvider();
    expect(await provider.createPayment(cardInput('Maria Souza'))).toMatchObject({ status: 'approved', statusDetail: 'accredited' });
    expect(await provider.createPayment(paymentInput({ paymentMethodId: 'account_money', token: undefined }))).toMatchObject({
      status: 'approved',
      statusDetail: 'accredited',
    });
    for (const token of [undefined, 'tok_real_card', 'sandbox_tok_%7Bbroken']) {
      expect(await provider.createPayment(paymentInput({ token }))).toMatchObject({
        status: 'rejected',
        statusDetail: 'cc_rejected_bad_filled_other',
      });
    }
  });

  it('makes one payment per idempotency key, also when the same key arrives twice at once', async () => {
    const dir = newDir();
    const provider = newProvider(dir);
    const input = paymentInput();
    const [first, second] = await Promise.all([provider.createPayment(input), provider.createPayment(input)]);
    const third = await provider.createPayment(input);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(readdirSync(path.join(dir, 'payments')).filter((f) => f.endsWith('.json'))).toHaveLength(1);
    // Another instance on the same directory (a restart, a second process) answers the same.
    expect(await newProvider(dir).createPayment(input)).toEqual(first);
    const other = await provider.createPayment(paymentInput());
    expect(other.providerPaymentId).not.toBe(first.providerPaymentId);
  });

  it('answers Pix with a real-format BR Code, a PNG QR code and a 24-hour expiry', async () => {
    const provider = newProvider();
    const before = Date.now();
    const payment = await provider.createPayment(paymentInput({ paymentMethodId: 'pix', token: undefined }));
    expect(payment).toMatchObject({ status: 'pending', statusDetail: 'pending_waiting_transfer', boleto: null });
    const pix = payment.pix;
    if (!pix) throw new Error('no pix');

    const code = pix.qr_code;
    expect(code.startsWith('000201')).toBe(true);
    // The CRC covers everything up to and including "6304" and is upper-case hex.
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16Ccitt(code.slice(0, -4)));
    expect(code.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
    const fields = parseEmvFields(code);
    expect(fields?.get('26')).toMatch(/^0014br\.gov\.bcb\.pix01\d{2}/);
    expect(fields?.get('52')).toBe('0000');
    expect(fields?.get('53')).toBe('986');
    expect(fields?.get('54')).toBe('10.50');
    expect(fields?.get('58')).toBe('BR');
    expect(fields?.get('59')).toBe('PASSARELA');
    expect(fields?.get('60')).toBe('SAO PAULO');
    expect(fields?.get('62')).toMatch(/^05\d{2}[A-Za-z0-9]+$/);

    const png = Buffer.from(pix.qr_code_base64, 'base64');
    expect(pix.qr_code_base64.startsWith('data:')).toBe(false);
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(pix.ticket_url).toBeNull();
    const expires = Date.parse(pix.expires_at ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3600 * 1000 + 5000);
  });

  it('checks CRC16-CCITT against the standard check value', () => {
    // The CRC-16/CCITT-FALSE check value of "123456789".
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('answers a boleto with a marker URL, a 44-digit barcode and a 47-digit line due in 3 days', async () => {
    const provider = newProvider();
    const before = Date.now();
    const payment = await provider.createPayment(paymentInput({ paymentMethodId: 'bolbradesco', token: undefined, amountCents: 12345 }));
    expect(payment).toMatchObject({ status: 'pending', statusDetail: 'pending_waiting_payment', pix: null });
    const boleto = payment.boleto;
    if (!boleto) throw new Error('no boleto');
    expect(boleto.url).toBe(`${SANDBOX_BOLETO_BASE_URL}/${payment.providerPaymentId}`);
    expect(boleto.barcode).toMatch(/^\d{44}$/);
    const barcode = boleto.barcode ?? '';
    expect(Number(barcode[4])).toBe(barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5)));
    expect(barcode.slice(9, 19)).toBe('0000012345');
    expect(boleto.digitable_line).toMatch(/^00190\.0000\d \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(boleto.digitable_line?.replace(/\D/g, '')).toHaveLength(47);
    const expires = Date.parse(boleto.expires_at ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(3 * 24 * 3600 * 1000 - 1000);
  });

  it('counts the boleto due-date factor as FEBRABAN does, across its 2025 restart at 1000', () => {
    expect(dueDateFactor(new Date('2000-07-03T12:00:00Z'))).toBe(1000);
    expect(dueDateFactor(new Date('2025-02-21T12:00:00Z'))).toBe(9999);
    expect(dueDateFactor(new Date('2025-02-22T12:00:00Z'))).toBe(1000);
    expect(dueDateFactor(new Date('2025-02-23T12:00:00Z'))).toBe(1001);
  });

  it('keeps payments across a new instance on the same directory', async () => {
    const dir = newDir();
    const payment = await newProvider(dir).createPayment(paymentInput({ paymentMethodId: 'pix', token: undefined }));
    const restarted = newProvider(dir);
    expect(await restarted.getPayment(payment.providerPaymentId)).toEqual(payment);
    await expect(restarted.getPayment('999')).rejects.toThrow(PaymentProviderError);
    await expect(restarted.getPayment('../secrets')).rejects.toMatchObject({ message: 'not found', retryable: false });
  });

  it('finds the payments made for one of ours by reference, newest first, also after a restart', async () => {
    const dir = newDir();
    let clock = new Date('2030-01-01T12:00:00.000Z');
    const provider = new SandboxPaymentProvider({ dir, webhookSecret, now: () => clock });
    const paymentId = randomUUID();
    expect(await provider.findPaymentsByReference(paymentId)).toEqual([]);
    const refused = await provider.createPayment({ ...cardInput('OTHE'), paymentId });
    clock = new Date('2030-01-01T12:01:00.000Z');
    const approved = await provider.createPayment(paymentInput({ paymentId }));
    await provider.createPayment(paymentInput());
    expect(refused.status).toBe('rejected');
    expect(await provider.findPaymentsByReference(paymentId)).toEqual([approved, refused]);
    expect(await newProvider(dir).findPaymentsByReference(paymentId)).toEqual([approved, refused]);
  });

  it('does not count a payment whose idempotency key it never claimed (a crash between the two writes)', async () => {
    const dir = newDir();
    const provider = newProvider(dir);
    const paymentId = randomUUID();
    const kept = await provider.createPayment(paymentInput({ paymentId }));
    // What a process that died after writing its payment and before claiming the key leaves behind:
    // never answered to anyone, so a retry with that key makes the payment anew.
    const store = new SandboxStore(dir);
    const orphan = { ...(await store.read(kept.providerPaymentId)), providerPaymentId: '123456789', idempotencyKey: randomUUID() } as SandboxPaymentRecord;
    await store.indexReference(paymentId, orphan.providerPaymentId);
    await store.write(orphan);
    expect(await provider.findPaymentsByReference(paymentId)).toEqual([kept]);
  });

  it('settles a pending Pix or boleto when simulated, and only a pending one', async () => {
    const provider = newProvider();
    const pix = await provider.createPayment(paymentInput({ paymentMethodId: 'pix', token: undefined }));
    const paid = await provider.simulateSettlement(pix.providerPaymentId, 'approved');
    expect(paid).toMatchObject({ status: 'approved', statusDetail: 'accredited', pix: pix.pix });
    expect(await provider.getPayment(pix.providerPaymentId)).toEqual(paid);
    expect(await provider.simulateSettlement(pix.providerPaymentId, 'approved')).toEqual(paid);
    await expect(provider.simulateSettlement(pix.providerPaymentId, 'rejected')).rejects.toThrow(PaymentProviderError);

    const boleto = await provider.createPayment(paymentInput({ paymentMethodId: 'bolbradesco', token: undefined }));
    expect(await provider.simulateSettlement(boleto.providerPaymentId, 'rejected')).toMatchObject({
      status: 'rejected',
      statusDetail: 'rejected_by_bank',
    });
    await expect(provider.simulateSettlement('123', 'approved')).rejects.toMatchObject({ message: 'not found' });
  });

  it('refunds an approved payment once, and refuses to refund one that was not approved', async () => {
    const dir = newDir();
    const provider = newProvider(dir);
    const approved = await provider.createPayment(cardInput('APRO'));
    const key = randomUUID();
    const refunded = await provider.refundPayment(approved.providerPaymentId, key);
    expect(refunded).toMatchObject({ status: 'refunded', statusDetail: 'refunded', amountCents: approved.amountCents });
    expect(await provider.refundPayment(approved.providerPaymentId, key)).toEqual(refunded);
    expect(await newProvider(dir).getPayment(approved.providerPaymentId)).toEqual(refunded);

    const rejected = await provider.createPayment(cardInput('FUND'));
    await expect(provider.refundPayment(rejected.providerPaymentId, randomUUID())).rejects.toMatchObject({ retryable: false });
  });

  it('verifies its webhooks with its secret and answers data.id', () => {
    const provider = newProvider();
    const headers = { 'x-signature': signWebhook({ secret: webhookSecret, dataId: '555', requestId: 'r1' }), 'x-request-id': 'r1' };
    expect(provider.verifyWebhook({ query: { 'data.id': '555', type: 'payment' }, headers, body: {} })).toBe('555');
    const forged = { 'x-signature': signWebhook({ secret: 'other', dataId: '555', requestId: 'r1' }), 'x-request-id': 'r1' };
    expect(provider.verifyWebhook({ query: { 'data.id': '555' }, headers: forged, body: {} })).toBeNull();
  });
});
