import { randomUUID } from 'node:crypto';
import { encodeSandboxCardToken } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import type { AppConfig } from '../config/env.ts';
import { payments } from '../db/schema/index.ts';
import type { PaymentProvider } from '../lib/payments/payment-provider.ts';
import { SandboxPaymentProvider } from '../lib/payments/sandbox-provider.ts';
import { signWebhook } from '../lib/payments/webhook-signature.ts';
import { call } from './hiring.ts';
import { ledgerBalance } from './ledger.ts';
import { createPerson } from './people.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { TestPerson } from './test-person.ts';

/** Test-only helpers for the payments module: the app with a sandbox provider whose calls are counted. */

export interface PaymentsTestApp {
  t: TestApp;
  sandbox: SandboxPaymentProvider;
  /** How many payments the provider was asked to create. */
  createPaymentCalls: () => number;
}

export async function createPaymentsTestApp(): Promise<PaymentsTestApp> {
  let sandbox: SandboxPaymentProvider | undefined;
  let calls = 0;
  const t = await createTestApp({
    deps: {
      paymentProvider: (config: AppConfig): PaymentProvider => {
        if (config.payments.provider !== 'sandbox') throw new Error('tests run on the sandbox');
        const provider = new SandboxPaymentProvider({ dir: config.payments.sandboxDir, webhookSecret: config.payments.webhookSecret });
        const create = provider.createPayment.bind(provider);
        provider.createPayment = (input) => {
          calls += 1;
          return create(input);
        };
        sandbox = provider;
        return provider;
      },
    },
  });
  if (!sandbox) throw new Error('payment provider was not built');
  return { t, sandbox, createPaymentCalls: () => calls };
}

/** The people the payments and webhooks tests act as: a contractor who pays, a model, an admin. */
export interface PaymentsCast {
  payer: TestPerson;
  other: TestPerson;
  admin: TestPerson;
}

/** The payments app and its cast, for a whole test file (opened as it loads, closed after its last test). */
export async function openPaymentsTestApp(): Promise<PaymentsCast & { p: PaymentsTestApp }> {
  const p = await createPaymentsTestApp();
  afterAll(() => p.t.close());
  return {
    p,
    payer: await createPerson(p.t, 'contractor', { firstName: 'Carla' }),
    other: await createPerson(p.t, 'model', { firstName: 'Olga' }),
    admin: await createPerson(p.t, 'admin', { firstName: 'Adm' }),
  };
}

/** The payment's row as stored (throws when there is none). */
export async function paymentRowOf(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('no payment row');
  return row;
}

export async function startPayment(t: TestApp, who: TestPerson, body: Record<string, unknown>) {
  const res = await call(t, who, 'POST', '/api/payments/preferences', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { preferenceId: string; transaction: { id: string; description: string; amount_cents: number }; unavailable_methods?: { boleto?: string } };
}

export const payer = { email: 'pagador@exemplo.com.br', identification: { type: 'CPF', number: '12345678909' } } as const;

/** The sandbox form's card submission; the holder's name decides the outcome (APRO, OTHE, CONT...). */
export function cardForm(paymentId: string, amountCents: number, holder = 'APRO', overrides: Record<string, unknown> = {}) {
  return {
    transactionId: paymentId,
    payment_method_id: 'visa',
    transaction_amount: amountCents / 100,
    token: encodeSandboxCardToken({ holder, last4: '3704', brand: 'visa' }),
    installments: 1,
    payer,
    ...overrides,
  };
}

export function pixForm(paymentId: string, amountCents: number) {
  return { transactionId: paymentId, payment_method_id: 'pix', transaction_amount: amountCents / 100, payer };
}

/** A boleto as the sandbox form sends it (the payer's CPF and address). */
export function boletoForm(paymentId: string, amountCents: number) {
  return {
    transactionId: paymentId,
    payment_method_id: 'bolbradesco',
    transaction_amount: amountCents / 100,
    payer: {
      ...payer,
      address: { zip_code: '01310100', federal_unit: 'SP', city: 'São Paulo', neighborhood: 'Bela Vista', street_name: 'Avenida Paulista', street_number: '1000' },
    },
  };
}

export function processPayment(t: TestApp, who: TestPerson, form: Record<string, unknown>) {
  return call(t, who, 'POST', '/api/payments/process', form);
}

export function walletOf(t: TestApp, userId: string) {
  return ledgerBalance(t.database.db, { kind: 'user_wallet', userId });
}

/** A notification as the sandbox (or Mercado Pago) sends it, signed with the app's webhook secret. */
export function deliverWebhook(t: TestApp, providerPaymentId: string, options: { signature?: string } = {}) {
  if (t.config.payments.provider !== 'sandbox') throw new Error('tests run on the sandbox');
  const requestId = randomUUID();
  const signature = options.signature ?? signWebhook({ secret: t.config.payments.webhookSecret, dataId: providerPaymentId, requestId });
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/sandbox?data.id=${providerPaymentId}&type=payment`,
    headers: { 'x-request-id': requestId, 'x-signature': signature },
    payload: { action: 'payment.updated', type: 'payment', data: { id: providerPaymentId } },
  });
}
