import { z } from 'zod';
import { MONEY_CENTS_MAX } from '../input/number-input.ts';
import { emailInput, textInput } from '../input/text-input.ts';
import { paymentStatuses } from './payment-statuses.ts';

/**
 * The payment API (docs/product.md "Spec 7" "Server functions", as REST). Money is integer centavos; the
 * server decides every amount except what a person chooses to pay (a test payment, a wallet
 * top-up), and refuses a process request whose amount differs from the stored payment's.
 */

/** Idempotency (docs/security.md #18): every money-moving POST carries this header, a fresh UUID per intent. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** docs/product.md "Spec 9": test purpose 'test_payment'. The others are what the marketplace sells. */
export const paymentPurposes = ['test_payment', 'wallet_topup', 'pro_subscription', 'contract_funding', 'shoot_booking'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

export const paymentPurposeLabels: Record<PaymentPurpose, string> = {
  test_payment: 'Pagamento de teste',
  wallet_topup: 'Adicionar saldo à carteira',
  pro_subscription: 'Assinatura PRO',
  contract_funding: 'Pagamento de contratação',
  shoot_booking: 'Pagamento de ensaio',
};

export const subscriptionPlans = ['monthly', 'yearly'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];

/** R$ 1,00 to R$ 50.000,00 for what a person types (test payment, top-up). */
export const PAYMENT_MIN_CENTS = 100;
export const PAYMENT_MAX_CENTS = 5_000_000;
export const MAX_INSTALLMENTS = 12;

/** Only our own pages: a success_url/failure_url is a path on this site, never another host. */
const sitePath = textInput({ max: 500 }).regex(/^\/(?!\/)[^\s\\]*$/, 'Use um endereço deste site, começando com /.');

const paymentMetadata = z
  .object({ test_id: textInput({ max: 100 }).optional(), success_url: sitePath.optional(), failure_url: sitePath.optional() })
  .strict()
  .default({});

const chosenAmount = z
  .number({ message: 'Informe o valor.' })
  .int('O valor deve estar em centavos.')
  .min(PAYMENT_MIN_CENTS, 'O valor mínimo é R$ 1,00.')
  .max(PAYMENT_MAX_CENTS, 'O valor máximo é R$ 50.000,00.');

/**
 * POST /api/payments/preferences (create-payment-preference) → 201 paymentPreferenceResponse.
 * The purpose decides what the server needs: an amount only where the payer chooses it.
 */
export const createPaymentPreferenceBodySchema = z.discriminatedUnion('purpose', [
  z
    .object({
      purpose: z.literal('test_payment'),
      amount_cents: chosenAmount,
      description: textInput({ max: 200, min: 1 }).optional(),
      metadata: paymentMetadata,
    })
    .strict(),
  z.object({ purpose: z.literal('wallet_topup'), amount_cents: chosenAmount, metadata: paymentMetadata }).strict(),
  z.object({ purpose: z.literal('pro_subscription'), plan: z.enum(subscriptionPlans), metadata: paymentMetadata }).strict(),
  z.object({ purpose: z.literal('contract_funding'), contract_id: z.uuid(), metadata: paymentMetadata }).strict(),
  // A shoot booking awaiting payment: the server charges its stored total (docs/payments.md "Shoot bookings").
  z.object({ purpose: z.literal('shoot_booking'), booking_id: z.uuid(), metadata: paymentMetadata }).strict(),
]);
export type CreatePaymentPreferenceBody = z.input<typeof createPaymentPreferenceBodySchema>;

export const paymentProviders = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Spec: "Preference response: preferenceId, transaction (id, description), error". */
export const paymentPreferenceResponseSchema = z.object({
  preferenceId: z.string(),
  transaction: z.object({ id: z.uuid(), description: z.string(), amount_cents: z.number().int() }),
  /** Methods this payment cannot use although they are on, with why (boleto for a shoot too close to confirm in time). */
  unavailable_methods: z.object({ boleto: z.string().optional() }).optional(),
  error: z.null(),
});
export type PaymentPreferenceResponse = z.infer<typeof paymentPreferenceResponseSchema>;

/** GET /api/payments/public-key (get-mp-public-key) → the Brick's public key, or the sandbox's. */
export const paymentPublicKeyResponseSchema = z.object({ publicKey: z.string(), provider: z.enum(paymentProviders) });
export type PaymentPublicKeyResponse = z.infer<typeof paymentPublicKeyResponseSchema>;

export const paymentMethodIds = ['credit_card', 'debit_card', 'pix', 'bolbradesco', 'account_money'] as const;

const payerSchema = z
  .object({
    email: emailInput('Email inválido.'),
    first_name: textInput({ max: 100 }).optional(),
    last_name: textInput({ max: 100 }).optional(),
    identification: z
      .object({
        type: z.enum(['CPF', 'CNPJ']),
        number: textInput({ max: 14, tooLong: 'CPF ou CNPJ inválido.' }).regex(/^\d{11}$|^\d{14}$/, 'CPF ou CNPJ inválido.'),
      })
      .strict()
      .optional(),
    // Boleto asks for the payer's address.
    address: z
      .object({
        zip_code: textInput({ max: 9 }),
        federal_unit: textInput({ max: 2 }),
        city: textInput({ max: 100 }),
        neighborhood: textInput({ max: 100 }),
        street_name: textInput({ max: 200 }),
        street_number: textInput({ max: 20 }),
      })
      .partial()
      .strict()
      .optional(),
  })
  .strict();

/**
 * POST /api/payments/process (process-payment): the Brick's (or the sandbox form's) formData plus
 * transactionId. Cards send token, issuer_id, payment_method_id (the brand, e.g. 'visa'),
 * installments; Pix and boleto send payment_method_id and payer. transaction_amount is checked
 * against the stored payment (docs/security.md #20), never used as the amount.
 */
export const processPaymentBodySchema = z
  .object({
    transactionId: z.uuid(),
    payment_method_id: textInput({ max: 40, min: 1 }),
    // Reais, as Mercado Pago's Brick sends it; only compared with the stored amount.
    transaction_amount: z
      .number()
      .positive()
      .max(MONEY_CENTS_MAX / 100),
    token: textInput({ max: 600, min: 1 }).optional(),
    issuer_id: z.union([textInput({ max: 40 }), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]).optional(),
    installments: z.number().int().min(1).max(MAX_INSTALLMENTS).optional(),
    payment_type: textInput({ max: 40 }).optional(),
    payer: payerSchema,
  })
  .strict();
export type ProcessPaymentBody = z.input<typeof processPaymentBodySchema>;

export const pixDataSchema = z.object({
  qr_code: z.string(),
  qr_code_base64: z.string(),
  ticket_url: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export const boletoDataSchema = z.object({
  url: z.string(),
  barcode: z.string().nullable(),
  digitable_line: z.string().nullable(),
  expires_at: z.string().nullable(),
});

/** Spec: "Process response: status, status_detail, error" (plus what Pix and boleto need to show). */
export const processPaymentResponseSchema = z.object({
  status: z.enum(paymentStatuses),
  status_detail: z.string().nullable(),
  error: z.string().nullable(),
  payment: z.object({ id: z.uuid(), pix: pixDataSchema.nullable(), boleto: boletoDataSchema.nullable() }),
});
export type ProcessPaymentResponse = z.infer<typeof processPaymentResponseSchema>;

/** GET /api/payments/:paymentId (owner or admin): the Pix screen polls it until settled. */
export const paymentViewSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(paymentPurposes),
  description: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(paymentStatuses).nullable(),
  status_detail: z.string().nullable(),
  payment_method_id: z.string().nullable(),
  pix: pixDataSchema.nullable(),
  boleto: boletoDataSchema.nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/**
 * POST /api/dev/payments/:paymentId/simulate (sandbox only, never in production): settles a pending
 * Pix or boleto as the provider would, by a signed sandbox notification.
 */
export const simulatePaymentBodySchema = z.object({ outcome: z.enum(['approved', 'rejected']) }).strict();
