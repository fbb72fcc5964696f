import { randomInt, randomUUID } from 'node:crypto';
import { decodeSandboxCardToken, type PaymentStatus, sandboxCardOutcome } from '@passarela/shared';
import type { CreatePaymentInput, CreatePreferenceInput, PaymentProvider, ProviderPayment, WebhookInput } from './payment-provider.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { buildBoletoNumbers } from './sandbox/boleto-numbers.ts';
import { buildPixBrCode } from './sandbox/pix-br-code.ts';
import { type SandboxPaymentRecord, SandboxStore } from './sandbox/sandbox-store.ts';
import { verifyWebhookInput } from './webhook-signature.ts';

/** Mercado Pago's defaults (docs/payments.md "Pix and boleto"). */
const PIX_EXPIRY_MS = 24 * 60 * 60 * 1000;
const BOLETO_EXPIRY_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Where a sandbox boleto "lives". The `.invalid` top-level domain never resolves (RFC 2606), so the
 * link is a visible marker that this boleto is a sandbox one and cannot be paid anywhere.
 */
export const SANDBOX_BOLETO_BASE_URL = 'https://sandbox.passarela.invalid/boleto';

export const SANDBOX_PUBLIC_KEY = 'SANDBOX';

export interface SandboxPaymentProviderOptions {
  /** Where payments are kept (the app passes `${DATA_DIR}/sandbox-payments`). */
  dir: string;
  /** Signs and checks the sandbox's webhooks, like Mercado Pago's secret does. */
  webhookSecret: string;
  /** For tests: the clock. */
  now?: () => Date;
}

/**
 * The local stand-in for Mercado Pago, used when no Mercado Pago keys are configured: it answers
 * like Mercado Pago (same statuses, status details, Pix and boleto shapes and test-card names) so
 * the whole payment flow runs offline, in development and in tests. Pix and boleto stay pending
 * until `simulateSettlement` (the dev simulate route) pays or refuses them.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly store: SandboxStore;
  private readonly webhookSecret: string;
  private readonly now: () => Date;
  /** Serialises work per idempotency key or payment id within this process. */
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(options: SandboxPaymentProviderOptions) {
    this.store = new SandboxStore(options.dir);
    this.webhookSecret = options.webhookSecret;
    this.now = options.now ?? (() => new Date());
  }

  publicKey(): string {
    return SANDBOX_PUBLIC_KEY;
  }

  async createPreference(_input: CreatePreferenceInput): Promise<{ preferenceId: string }> {
    // The sandbox form needs nothing from a preference: its id only has to look like one.
    return { preferenceId: `sandbox-pref-${randomUUID()}` };
  }

  createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    if (!input.idempotencyKey) throw new PaymentProviderError('idempotency key required', false);
    return this.withLock(`key:${input.idempotencyKey}`, async () => {
      const earlier = await this.findByKey(input.idempotencyKey);
      if (earlier) return toProviderPayment(earlier);
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new PaymentProviderError('transaction_amount must be a positive amount', false);
      }

      const record = await this.newRecord(input);
      await this.store.indexReference(input.paymentId, record.providerPaymentId);
      await this.store.write(record);
      const owner = await this.store.claimKey(input.idempotencyKey, record.providerPaymentId);
      if (owner !== record.providerPaymentId) {
        // Another process sharing the directory answered this key first: its payment is the one.
        await this.store.remove(record.providerPaymentId);
        await this.store.unindexReference(input.paymentId, record.providerPaymentId);
        const winner = await this.store.read(owner);
        if (!winner) throw new PaymentProviderError('idempotent payment vanished', true);
        return toProviderPayment(winner);
      }
      return toProviderPayment(record);
    });
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    return toProviderPayment(await this.mustRead(providerPaymentId));
  }

  async findPaymentsByReference(paymentId: string): Promise<ProviderPayment[]> {
    const records = await this.store.readByReference(paymentId);
    // A payment whose key another process won is removed, but only after it was written: only
    // the key's owner counts, as only it was ever answered.
    const owned: SandboxPaymentRecord[] = [];
    for (const record of records) {
      if ((await this.store.paymentIdForKey(record.idempotencyKey)) === record.providerPaymentId) owned.push(record);
    }
    return owned.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toProviderPayment);
  }

  refundPayment(providerPaymentId: string, idempotencyKey: string): Promise<ProviderPayment> {
    return this.withLock(`payment:${providerPaymentId}`, async () => {
      const record = await this.mustRead(providerPaymentId);
      if (record.status === 'refunded') return toProviderPayment(record);
      if (record.status !== 'approved') {
        throw new PaymentProviderError(`payment ${providerPaymentId} is ${record.status}: only approved payments are refunded`, false);
      }
      const refunded = this.update(record, 'refunded', 'refunded');
      refunded.refundKeys = [...record.refundKeys, idempotencyKey];
      await this.store.write(refunded);
      return toProviderPayment(refunded);
    });
  }

  /**
   * Sandbox only (the dev simulate route): the payer paid the Pix or boleto (`approved`), or the
   * bank refused it (`rejected`). A card left in analysis (CONT) settles the same way. Repeating
   * the same outcome answers the payment as it is.
   */
  simulateSettlement(providerPaymentId: string, outcome: 'approved' | 'rejected'): Promise<ProviderPayment> {
    return this.withLock(`payment:${providerPaymentId}`, async () => {
      const record = await this.mustRead(providerPaymentId);
      if (record.status === outcome) return toProviderPayment(record);
      if (record.status !== 'pending' && record.status !== 'in_process') {
        throw new PaymentProviderError(`payment ${providerPaymentId} is ${record.status}: only pending payments settle`, false);
      }
      const isCard = record.card !== null;
      const settled =
        outcome === 'approved'
          ? this.update(record, 'approved', 'accredited')
          : this.update(record, 'rejected', isCard ? 'cc_rejected_other_reason' : 'rejected_by_bank');
      await this.store.write(settled);
      return toProviderPayment(settled);
    });
  }

  verifyWebhook(input: WebhookInput): string | null {
    return verifyWebhookInput(this.webhookSecret, input);
  }

  private async newRecord(input: CreatePaymentInput): Promise<SandboxPaymentRecord> {
    const id = await this.newPaymentId();
    const now = this.now();
    const base: SandboxPaymentRecord = {
      providerPaymentId: id,
      externalReference: input.paymentId,
      status: 'approved',
      statusDetail: 'accredited',
      amountCents: input.amountCents,
      paymentMethodId: input.paymentMethodId,
      pix: null,
      boleto: null,
      idempotencyKey: input.idempotencyKey,
      description: input.description,
      payerEmail: input.payer.email,
      notificationUrl: input.notificationUrl,
      card: null,
      refundKeys: [],
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };

    if (input.paymentMethodId === 'account_money') return base;

    if (input.paymentMethodId === 'pix') {
      const qrCode = buildPixBrCode({ amountCents: input.amountCents, txid: `PSR${id}` });
      // qrcode is loaded at the first Pix, not at start (bench/start-up.ts).
      const { default: QRCode } = await import('qrcode');
      const png = await QRCode.toBuffer(qrCode, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 300 });
      return {
        ...base,
        status: 'pending',
        statusDetail: 'pending_waiting_transfer',
        pix: {
          qr_code: qrCode,
          qr_code_base64: png.toString('base64'),
          ticket_url: null,
          expires_at: new Date(now.getTime() + PIX_EXPIRY_MS).toISOString(),
        },
      };
    }

    if (input.paymentMethodId === 'bolbradesco') {
      const due = new Date(now.getTime() + BOLETO_EXPIRY_MS);
      const { barcode, digitableLine } = buildBoletoNumbers(input.amountCents, due);
      return {
        ...base,
        status: 'pending',
        statusDetail: 'pending_waiting_payment',
        boleto: { url: `${SANDBOX_BOLETO_BASE_URL}/${id}`, barcode, digitable_line: digitableLine, expires_at: due.toISOString() },
      };
    }

    // Anything else is a card ('visa', 'master', ...): the sandbox form's token says who holds it; the name decides, as with Mercado Pago's test cards.
    const card = input.token ? decodeSandboxCardToken(input.token) : null;
    if (!card) return { ...base, status: 'rejected', statusDetail: 'cc_rejected_bad_filled_other' };
    const outcome = sandboxCardOutcome(card.holder);
    return { ...base, status: outcome.status, statusDetail: outcome.status_detail, card: { last4: card.last4, brand: card.brand } };
  }

  /** Numeric like Mercado Pago's payment ids, so nothing downstream can tell them apart. */
  private async newPaymentId(): Promise<string> {
    for (;;) {
      const id = String(randomInt(10_000_000_000, 281_474_976_710_655));
      if (!(await this.store.exists(id))) return id;
    }
  }

  private async findByKey(key: string): Promise<SandboxPaymentRecord | null> {
    const id = await this.store.paymentIdForKey(key);
    return id ? this.store.read(id) : null;
  }

  private async mustRead(providerPaymentId: string): Promise<SandboxPaymentRecord> {
    const record = await this.store.read(providerPaymentId);
    if (!record) throw new PaymentProviderError('not found', false);
    return record;
  }

  private update(record: SandboxPaymentRecord, status: PaymentStatus, statusDetail: string): SandboxPaymentRecord {
    return { ...record, status, statusDetail, updatedAt: this.now().toISOString() };
  }

  private async withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.catch(() => undefined);
    this.locks.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === settled) this.locks.delete(key);
    }
  }
}

function toProviderPayment(record: SandboxPaymentRecord): ProviderPayment {
  return {
    providerPaymentId: record.providerPaymentId,
    externalReference: record.externalReference,
    status: record.status,
    statusDetail: record.statusDetail,
    amountCents: record.amountCents,
    paymentMethodId: record.paymentMethodId,
    pix: record.pix,
    boleto: record.boleto,
  };
}
