import type { PaymentProviderName, PaymentStatus } from '@passarela/shared';

/**
 * What the payments module needs from a payment provider (docs/payments.md). Two implementations:
 * Mercado Pago (mercadopago-provider.ts, its official SDK with a fresh config per call) and the
 * local sandbox (sandbox-provider.ts, the default when no Mercado Pago keys are configured), which
 * answers the same way so the whole flow runs offline and in tests.
 *
 * Amounts cross this interface as integer centavos; the Mercado Pago adapter converts to reais.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The browser's key: Mercado Pago's public key, or a sandbox marker. */
  publicKey(): string;
  /** A checkout preference for the Brick (spec: create-payment-preference). */
  createPreference(input: CreatePreferenceInput): Promise<{ preferenceId: string }>;
  /** Sends a payment (spec: process-payment). `idempotencyKey` was stored before the call. */
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The payment as the provider has it now: webhooks are only a hint to call this. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * Every payment the provider made for OUR payment `paymentId` (Mercado Pago's
   * external_reference), newest first; empty when it has none. Reconciliation asks this about a
   * payment whose process request died before it stored the provider's answer (no provider id).
   */
  findPaymentsByReference(paymentId: string): Promise<ProviderPayment[]>;
  /** Refunds the whole payment (idempotent by key). */
  refundPayment(providerPaymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  /**
   * Checks a webhook's signature (docs/payments.md "Webhooks": manifest
   * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, HMAC-SHA256 hex, constant-time compare) and
   * answers the provider payment id it is about, or null when the signature is missing or forged.
   */
  verifyWebhook(input: WebhookInput): string | null;
}

export interface CreatePreferenceInput {
  /** Our payment id: Mercado Pago's external_reference. */
  paymentId: string;
  description: string;
  amountCents: number;
  payerEmail: string;
  /** Absolute URLs the provider sends the payer back to, with its query parameters. */
  backUrls: { success: string; failure: string; pending: string };
  notificationUrl: string;
}

export interface CreatePaymentInput {
  paymentId: string;
  idempotencyKey: string;
  description: string;
  amountCents: number;
  /** 'pix', 'bolbradesco', a card brand ('visa', 'master', ...), 'account_money'. */
  paymentMethodId: string;
  token?: string;
  issuerId?: string | number;
  installments?: number;
  payer: {
    email: string;
    first_name?: string;
    last_name?: string;
    identification?: { type: 'CPF' | 'CNPJ'; number: string };
    address?: Record<string, string | undefined>;
  };
  notificationUrl: string;
}

export interface ProviderPayment {
  providerPaymentId: string;
  /** Our payment id, as external_reference. */
  externalReference: string | null;
  status: PaymentStatus;
  statusDetail: string | null;
  amountCents: number;
  paymentMethodId: string | null;
  pix: { qr_code: string; qr_code_base64: string; ticket_url: string | null; expires_at: string | null } | null;
  boleto: { url: string; barcode: string | null; digitable_line: string | null; expires_at: string | null } | null;
}

export interface WebhookInput {
  /** Query string values (Mercado Pago sends data.id and type there too). */
  query: Record<string, string | undefined>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A provider call failed (network, timeout, 5xx): the payment is kept and may be retried. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
