import type { MercadoPagoConfig } from 'mercadopago';
import type { CreatePaymentInput, CreatePreferenceInput, PaymentProvider, ProviderPayment, WebhookInput } from './payment-provider.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { loadOnce } from '../load-once.ts';
import { withMercadoPagoBaseUrl } from './mercadopago/api-base-url.ts';
import { centsToReais, mapMercadoPagoPayment } from './mercadopago/map-payment.ts';
import { verifyWebhookInput } from './webhook-signature.ts';

export interface MercadoPagoPaymentProviderOptions {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** MERCADOPAGO_API_URL: a stand-in for https://api.mercadopago.com (tests). */
  apiBaseUrl?: string;
  /** Per-request timeout in ms. */
  timeoutMs?: number;
  /**
   * The SDK retries 429/5xx and network errors itself, with the same idempotency key. Bounded
   * here so a payer's request never hangs for minutes; tests shorten the delays.
   */
  retry?: { maxRetries: number; initialDelayMs: number; maxDelayMs: number };
}

/** The SDK, loaded at the first call to Mercado Pago rather than at start (bench/start-up.ts). */
const loadSdk = loadOnce(() => import('mercadopago'));
type MercadoPagoSdk = Awaited<ReturnType<typeof loadSdk>>;

/** Mercado Pago statuses that are worth trying again with the same key (the payment is kept). */
function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 423 || status === 424 || status === 429 || status >= 500;
}

/**
 * The SDK's failures in our terms: the network, a timeout, 429 or 5xx may pass if tried again with
 * the same key (retryable); any other 4xx is Mercado Pago refusing the request, with its message.
 */
function toProviderError(error: unknown, { MPConnectionError, MercadoPagoError }: MercadoPagoSdk): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof MPConnectionError) return new PaymentProviderError(`Mercado Pago unreachable: ${error.message}`, true, { cause: error });
  if (error instanceof MercadoPagoError) {
    if (error.status === 404) return new PaymentProviderError('not found', false, { cause: error });
    const causes = Array.isArray(error.causes)
      ? error.causes.map((cause: unknown) => (cause && typeof cause === 'object' && 'description' in cause ? String(cause.description) : '')).filter(Boolean)
      : [];
    const message = [error.message, ...causes].join(': ');
    return new PaymentProviderError(`Mercado Pago ${error.status}: ${message}`, isRetryableStatus(error.status), { cause: error });
  }
  // Anything else came from the transport (fetch, JSON): unknown outcome, so retry with the same key.
  return new PaymentProviderError(`Mercado Pago call failed: ${error instanceof Error ? error.message : String(error)}`, true, {
    cause: error,
  });
}

/**
 * Mercado Pago won't call back a local address, and refuses a payment whose notification_url is
 * not a public URL: in development we leave it out and rely on re-fetching the payment.
 */
function publicNotificationUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return undefined;
    if (['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)) return undefined;
    return url;
  } catch {
    return undefined;
  }
}

/** Drops undefined values: Mercado Pago validates present-but-empty fields. */
function compact<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

/**
 * Mercado Pago through its official SDK (v3). Every call builds a FRESH MercadoPagoConfig: the SDK
 * merges per-call requestOptions into the shared config object (sdk-nodejs #481), so a reused
 * config would send an earlier call's idempotency key with the next payment and Mercado Pago
 * would answer the old payment instead of making the new one.
 */
export class MercadoPagoPaymentProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;

  constructor(private readonly options: MercadoPagoPaymentProviderOptions) {}

  publicKey(): string {
    return this.options.publicKey;
  }

  private freshConfig({ MercadoPagoConfig }: MercadoPagoSdk): MercadoPagoConfig {
    const retry = this.options.retry ?? { maxRetries: 2, initialDelayMs: 500, maxDelayMs: 2000 };
    return new MercadoPagoConfig({
      accessToken: this.options.accessToken,
      options: {
        timeout: this.options.timeoutMs ?? 10_000,
        maxRetries: retry.maxRetries,
        initialDelay: retry.initialDelayMs,
        maxDelay: retry.maxDelayMs,
      },
    });
  }

  private async call<T>(work: (sdk: MercadoPagoSdk, config: MercadoPagoConfig) => Promise<T>): Promise<T> {
    let sdk: MercadoPagoSdk;
    try {
      sdk = await loadSdk();
    } catch (error) {
      throw new PaymentProviderError(`Mercado Pago SDK failed to load: ${error instanceof Error ? error.message : String(error)}`, true, { cause: error });
    }
    try {
      return await withMercadoPagoBaseUrl(this.options.apiBaseUrl, () => work(sdk, this.freshConfig(sdk)));
    } catch (error) {
      throw toProviderError(error, sdk);
    }
  }

  async createPreference(input: CreatePreferenceInput): Promise<{ preferenceId: string }> {
    const notificationUrl = publicNotificationUrl(input.notificationUrl);
    const preference = await this.call(({ Preference }, config) =>
      new Preference(config).create({
        body: {
          external_reference: input.paymentId,
          items: [
            {
              id: input.paymentId,
              title: input.description,
              quantity: 1,
              unit_price: centsToReais(input.amountCents),
              currency_id: 'BRL',
            },
          ],
          payer: { email: input.payerEmail },
          back_urls: input.backUrls,
          auto_return: 'approved',
          ...(notificationUrl ? { notification_url: notificationUrl } : {}),
        },
        // A preference moves no money, but the key still makes a retried create answer the same one.
        requestOptions: { idempotencyKey: `preference-${input.paymentId}` },
      }),
    );
    if (!preference.id) throw new PaymentProviderError('Mercado Pago answered a preference without id', true);
    return { preferenceId: preference.id };
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const notificationUrl = publicNotificationUrl(input.notificationUrl);
    const issuerId = input.issuerId === undefined || input.issuerId === '' ? undefined : Number(input.issuerId);
    const payment = await this.call(({ Payment }, config) =>
      new Payment(config).create({
        body: compact({
          transaction_amount: centsToReais(input.amountCents),
          description: input.description,
          payment_method_id: input.paymentMethodId,
          token: input.token,
          issuer_id: Number.isFinite(issuerId) ? issuerId : undefined,
          installments: input.installments,
          external_reference: input.paymentId,
          notification_url: notificationUrl,
          payer: compact({
            email: input.payer.email,
            first_name: input.payer.first_name,
            last_name: input.payer.last_name,
            identification: input.payer.identification,
            address: input.payer.address ? compact(input.payer.address) : undefined,
          }),
        }),
        requestOptions: { idempotencyKey: input.idempotencyKey },
      }),
    );
    return mapMercadoPagoPayment(payment);
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const payment = await this.call(({ Payment }, config) => new Payment(config).get({ id: providerPaymentId }));
    return mapMercadoPagoPayment(payment);
  }

  async findPaymentsByReference(paymentId: string): Promise<ProviderPayment[]> {
    // GET /v1/payments/search?external_reference=... answers summaries from a search index; each
    // hit is re-read by id so the answer is the payment's own current state, mapped like any other.
    const found = await this.call(({ Payment }, config) =>
      new Payment(config).search({ options: { external_reference: paymentId, sort: 'date_created', criteria: 'desc' } }),
    );
    // The SDK types the id as a string; the API sends a number.
    const ids = (found.results ?? []).flatMap((result): string[] => {
      const id: unknown = result.id;
      return typeof id === 'number' || (typeof id === 'string' && id !== '') ? [String(id)] : [];
    });
    const payments: ProviderPayment[] = [];
    for (const id of new Set(ids)) {
      const payment = await this.getPayment(id);
      // The filter is Mercado Pago's; a payment for another reference must never be taken for ours.
      if (payment.externalReference === paymentId) payments.push(payment);
    }
    return payments;
  }

  async refundPayment(providerPaymentId: string, idempotencyKey: string): Promise<ProviderPayment> {
    // No amount: the whole payment. The refund's own answer is about the refund, so the payment is re-read.
    await this.call(({ PaymentRefund }, config) =>
      new PaymentRefund(config).create({ payment_id: providerPaymentId, body: {}, requestOptions: { idempotencyKey } }),
    );
    return this.getPayment(providerPaymentId);
  }

  verifyWebhook(input: WebhookInput): string | null {
    return verifyWebhookInput(this.options.webhookSecret, input);
  }
}
