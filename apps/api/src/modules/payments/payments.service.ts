import { randomUUID } from 'node:crypto';
import {
  type PaymentPreferenceResponse,
  type PaymentPublicKeyResponse,
  type PaymentView,
  type processPaymentBodySchema,
  type ProcessPaymentResponse,
  type SettingValues,
  type UserType,
  type createPaymentPreferenceBodySchema,
  type PaymentStatus,
  isUuid,
  SHOOT_BOLETO_UNAVAILABLE_TEXT,
  shootBoletoAllowed,
  subscriptionPlanLabels,
} from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type PaymentProvider, PaymentProviderError, type ProviderPayment, type WebhookInput } from '../../lib/payments/payment-provider.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { type AppliedPayment, applyProviderPaymentInTx, matchesProviderPayment, paymentLinks } from './payment-settlement.ts';
import { createPaymentsRepository, isClaimedOnly, type PaymentRow, type PaymentsRepository } from './payments.repository.ts';

export interface PaymentsCaller {
  id: string;
  userType: UserType;
}

export interface PaymentsServiceDeps {
  repository: PaymentsRepository;
  runInTransaction: TransactionRunner;
  settings: () => Promise<SettingValues>;
  notify: (input: NotificationInput) => Promise<void>;
  logger: FastifyBaseLogger;
  provider: PaymentProvider;
  /** The site's own address: back URLs and the webhook URL are built from it. */
  publicUrl: string;
}

type PreferenceBody = z.output<typeof createPaymentPreferenceBodySchema>;
interface Decided {
  amountCents: number;
  description: string;
  plan?: 'monthly' | 'yearly';
  contractId?: string;
  shootBookingId?: string;
  /** Methods this payment cannot use, with why (the modal hides them and says so). */
  unavailableMethods?: PaymentPreferenceResponse['unavailable_methods'];
}
type PaymentSettings = Pick<SettingValues, 'PAYMENT_METHOD_CREDIT_CARD' | 'PAYMENT_METHOD_BOLETO' | 'PAYMENT_METHOD_PIX' | 'PAYMENT_METHOD_MERCADOPAGO'>;

/** Which switch allows a payment_method_id: every id that is not Pix, boleto or the MP wallet is a card brand. */
function methodSetting(paymentMethodId: string): keyof PaymentSettings {
  if (paymentMethodId === 'pix') return 'PAYMENT_METHOD_PIX';
  if (paymentMethodId === 'bolbradesco') return 'PAYMENT_METHOD_BOLETO';
  if (paymentMethodId === 'account_money') return 'PAYMENT_METHOD_MERCADOPAGO';
  return 'PAYMENT_METHOD_CREDIT_CARD';
}

function anyMethodEnabled(settings: PaymentSettings): boolean {
  return settings.PAYMENT_METHOD_CREDIT_CARD || settings.PAYMENT_METHOD_BOLETO || settings.PAYMENT_METHOD_PIX || settings.PAYMENT_METHOD_MERCADOPAGO;
}

/** docs/security.md #20: the browser's amount (reais) must be exactly the stored one (centavos). */
function sameAmount(reais: number, cents: number): boolean {
  return Math.abs(reais * 100 - cents) < 1e-6;
}

/** Adds one query parameter to a site path (the web app toasts on payment_status). */
function withQuery(pathAndQuery: string, key: string, value: string): string {
  return `${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}${key}=${value}`;
}

export function processAnswer(row: PaymentRow): ProcessPaymentResponse {
  return {
    status: (row.status ?? 'pending') as PaymentStatus,
    status_detail: row.statusDetail,
    error: null,
    payment: { id: row.id, pix: row.pix ?? null, boleto: row.boleto ?? null },
  };
}

export function paymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    purpose: row.purpose,
    description: row.description,
    amount_cents: row.amountCents,
    status: (row.status as PaymentStatus | null) ?? null,
    status_detail: row.statusDetail,
    payment_method_id: row.paymentMethodId,
    pix: row.pix ?? null,
    boleto: row.boleto ?? null,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt ? row.settledAt.toISOString() : null,
  };
}

/**
 * Payments (docs/product.md "Spec 7" "Server functions"; docs/payments.md): the server decides what is paid and
 * how much, the provider takes the money, and our ledger moves only on an approved status, once
 * (payment-settlement.ts). A provider call never runs inside a database transaction: the row is
 * claimed first, the provider called, and its answer applied in a short transaction.
 */
export function createPaymentsService({ repository, runInTransaction, settings, notify, logger, provider, publicUrl }: PaymentsServiceDeps) {
  async function notifyAll(notifications: NotificationInput[]): Promise<void> {
    for (const input of notifications) {
      await notify(input).catch((error: unknown) => logger.error({ err: error }, 'could not notify'));
    }
  }

  const notificationUrl = `${publicUrl}/api/payments/webhooks/${provider.name}`;

  /** What is paid and how much, decided here from the purpose (never from the browser's numbers). */
  async function decide(caller: PaymentsCaller, body: PreferenceBody, values: SettingValues): Promise<Decided> {
    if (body.purpose === 'test_payment') {
      if (caller.userType !== 'admin') throw new AppError('FORBIDDEN');
      return { amountCents: body.amount_cents, description: body.description ?? 'Pagamento de teste' };
    }
    if (body.purpose === 'wallet_topup') return { amountCents: body.amount_cents, description: 'Adicionar saldo à carteira' };
    if (body.purpose === 'pro_subscription') {
      return {
        amountCents: body.plan === 'monthly' ? values.PRO_MONTHLY_PRICE_CENTS : values.PRO_YEARLY_PRICE_CENTS,
        description: `Assinatura ${subscriptionPlanLabels[body.plan]}`,
        plan: body.plan,
      };
    }
    if (body.purpose === 'shoot_booking') {
      const booking = await payableShootBooking(caller, body.booking_id);
      return {
        amountCents: booking.totalCents,
        description: `Ensaio: ${booking.title}`,
        shootBookingId: booking.id,
        ...(shootBoletoAllowed(booking.startsAt) ? {} : { unavailableMethods: { boleto: SHOOT_BOLETO_UNAVAILABLE_TEXT } }),
      };
    }
    const contract = await fundableContract(caller, body.contract_id);
    return { amountCents: contract.amountCents, description: `Contratação: ${contract.title}`, contractId: contract.id };
  }

  /** The caller's own booking, still awaiting payment; someone else's is not found (404). */
  async function payableShootBooking(caller: PaymentsCaller, bookingId: string) {
    const booking = await repository.findShootBooking(bookingId);
    if (!booking || booking.buyerId !== caller.id) throw new AppError('SHOOT_BOOKING_NOT_FOUND');
    if (booking.status !== 'awaiting_payment') throw new AppError('SHOOT_BOOKING_NOT_PAYABLE');
    return booking;
  }

  /** The caller's own contract, still awaiting payment; someone else's is not found (404). */
  async function fundableContract(caller: PaymentsCaller, contractId: string) {
    const contract = await repository.findContract(contractId);
    if (!contract || contract.ownerId !== caller.id) throw new AppError('CONTRACT_NOT_FOUND');
    if (contract.status !== 'awaiting_payment') throw new AppError('CONTRACT_NOT_FUNDABLE');
    return contract;
  }

  /** The caller's payment (owner, or any for an admin); everybody else gets 404. */
  async function visiblePayment(caller: PaymentsCaller, paymentId: string, allowAdmin: boolean): Promise<PaymentRow> {
    const row = isUuid(paymentId) ? await repository.findById(paymentId) : undefined;
    if (!row || (row.userId !== caller.id && !(allowAdmin && caller.userType === 'admin'))) throw new AppError('PAYMENT_NOT_FOUND');
    return row;
  }

  /** Applies the provider's answer in one transaction and tells the payer after it committed. */
  async function applyAndNotify(paymentId: string, remote: ProviderPayment): Promise<PaymentRow> {
    const values = await settings();
    const applied = await runInTransaction(async (tx): Promise<AppliedPayment> => {
      const row = await createPaymentsRepository(tx).lockById(paymentId);
      if (!row) throw new AppError('PAYMENT_NOT_FOUND');
      return applyProviderPaymentInTx(tx, row, remote, values);
    });
    await notifyAll(applied.notifications);
    return applied.row;
  }

  return {
    publicKey(): PaymentPublicKeyResponse {
      return { publicKey: provider.publicKey(), provider: provider.name };
    },

    async createPreference(caller: PaymentsCaller, body: PreferenceBody): Promise<PaymentPreferenceResponse> {
      const values = await settings();
      if (!anyMethodEnabled(values)) throw new AppError('NO_PAYMENT_METHOD_ENABLED');
      const decided = await decide(caller, body, values);
      const email = await repository.findEmail(caller.id);
      if (!email) throw new AppError('UNAUTHENTICATED');

      const metadata = Object.fromEntries(Object.entries(body.metadata ?? {}).filter(([, value]) => value !== undefined)) as Record<string, string>;
      const row = await repository.insert({
        userId: caller.id,
        purpose: body.purpose,
        description: decided.description,
        amountCents: decided.amountCents,
        provider: provider.name,
        contractId: decided.contractId ?? null,
        shootBookingId: decided.shootBookingId ?? null,
        plan: decided.plan ?? null,
        metadata,
      });

      const success = metadata.success_url ?? paymentLinks[body.purpose];
      const failure = metadata.failure_url ?? paymentLinks[body.purpose];
      let preferenceId: string;
      try {
        ({ preferenceId } = await provider.createPreference({
          paymentId: row.id,
          description: row.description,
          amountCents: row.amountCents,
          payerEmail: email,
          backUrls: {
            success: `${publicUrl}${withQuery(success, 'payment_status', 'success')}`,
            failure: `${publicUrl}${withQuery(failure, 'payment_status', 'failure')}`,
            pending: `${publicUrl}${withQuery(success, 'payment_status', 'pending')}`,
          },
          notificationUrl,
        }));
      } catch (error) {
        // The row stays (status null): harmless, and it shows what was attempted.
        logger.warn({ err: error, paymentId: row.id }, 'payment provider refused the preference');
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      }
      await repository.setPreferenceId(row.id, preferenceId);
      return {
        preferenceId,
        transaction: { id: row.id, description: row.description, amount_cents: row.amountCents },
        ...(decided.unavailableMethods ? { unavailable_methods: decided.unavailableMethods } : {}),
        error: null,
      };
    },

    async process(caller: PaymentsCaller, body: z.output<typeof processPaymentBodySchema>): Promise<ProcessPaymentResponse> {
      const values = await settings();
      const row = await visiblePayment(caller, body.transactionId, false);
      if (!sameAmount(body.transaction_amount, row.amountCents)) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
      if (!values[methodSetting(body.payment_method_id)]) throw new AppError('PAYMENT_METHOD_DISABLED');
      if (row.status !== null) {
        // Double submit: the first answer again, without a second charge.
        if (isClaimedOnly(row)) throw new AppError('PAYMENT_ALREADY_PROCESSED');
        return processAnswer(row);
      }
      // Do not take money for a contract that can no longer be funded.
      if (row.purpose === 'contract_funding' && row.contractId) await fundableContract(caller, row.contractId);
      if (row.purpose === 'shoot_booking' && row.shootBookingId) {
        const booking = await payableShootBooking(caller, row.shootBookingId);
        // A boleto confirmed after the slot's hold would cancel the booking (docs/payments.md "Shoot bookings").
        if (methodSetting(body.payment_method_id) === 'PAYMENT_METHOD_BOLETO' && !shootBoletoAllowed(booking.startsAt)) throw new AppError('SHOOT_BOLETO_TOO_CLOSE');
      }

      const claimed = await repository.claim(row.id, caller.id, { paymentMethodId: body.payment_method_id, installments: body.installments ?? null });
      if (!claimed) {
        const now = await repository.findById(row.id);
        if (!now || isClaimedOnly(now)) throw new AppError('PAYMENT_ALREADY_PROCESSED');
        return processAnswer(now);
      }

      let remote: ProviderPayment;
      try {
        remote = await provider.createPayment({
          paymentId: claimed.id,
          idempotencyKey: claimed.providerIdempotencyKey,
          description: claimed.description,
          amountCents: claimed.amountCents,
          paymentMethodId: body.payment_method_id,
          ...(body.token ? { token: body.token } : {}),
          ...(body.issuer_id !== undefined ? { issuerId: body.issuer_id } : {}),
          ...(body.installments ? { installments: body.installments } : {}),
          payer: body.payer,
          notificationUrl,
        });
      } catch (error) {
        // A refused request made no payment: a fresh key lets the corrected retry through. After a
        // timeout the payment may exist, so the retry must reuse the key (the provider dedupes).
        const refused = error instanceof PaymentProviderError && !error.retryable;
        await repository.unclaim(claimed.id, refused ? randomUUID() : null);
        logger.warn({ err: error, paymentId: claimed.id }, 'payment provider call failed');
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      }
      if (remote.amountCents !== claimed.amountCents) {
        // Never settle an amount we did not ask for: the payment stays claimed (a retry gets 409)
        // for a person to look at, and the log says which.
        logger.error({ paymentId: claimed.id, providerPaymentId: remote.providerPaymentId }, 'provider charged a different amount');
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      }

      return processAnswer(await applyAndNotify(claimed.id, remote));
    },

    async view(caller: PaymentsCaller, paymentId: string): Promise<PaymentView> {
      return paymentView(await visiblePayment(caller, paymentId, true));
    },

    /**
     * A provider notification (docs/payments.md "Webhooks"): only a hint. The signature is checked,
     * then the payment re-fetched and the provider's own status applied, forward only, once.
     */
    async handleWebhook(providerName: string, input: WebhookInput): Promise<void> {
      if (providerName !== provider.name) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      const providerPaymentId = provider.verifyWebhook(input);
      if (!providerPaymentId) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      // Other topics (merchant orders, plans) are acknowledged and ignored.
      const body = (input.body ?? {}) as { type?: unknown };
      const topic = input.query.type ?? input.query.topic ?? (typeof body.type === 'string' ? body.type : undefined);
      if (topic !== undefined && topic !== 'payment') return;

      const values = await settings();
      let remote: ProviderPayment;
      try {
        remote = await provider.getPayment(providerPaymentId);
      } catch (error) {
        // The provider does not know the payment: nothing to apply, and retrying will not help.
        if (error instanceof PaymentProviderError && !error.retryable) {
          logger.warn({ err: error, providerPaymentId }, 'notified payment unknown to the provider');
          return;
        }
        // Not 2xx: the provider delivers the notification again later.
        logger.warn({ err: error, providerPaymentId }, 'could not re-fetch a notified payment');
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      }
      const ourId = remote.externalReference && isUuid(remote.externalReference) ? remote.externalReference : null;

      const applied = await runInTransaction(async (tx): Promise<AppliedPayment | null> => {
        const row = await createPaymentsRepository(tx).lockForSettlement(provider.name, ourId, remote.providerPaymentId);
        if (!row) return null;
        if (!matchesProviderPayment(row, remote)) {
          logger.error({ paymentId: row.id, providerPaymentId: remote.providerPaymentId }, 'notified payment does not match ours');
          return null;
        }
        return applyProviderPaymentInTx(tx, row, remote, values);
      });
      if (!applied) {
        logger.warn({ providerPaymentId }, 'notification for an unknown payment ignored');
        return;
      }
      await notifyAll(applied.notifications);
    },

    /** For the dev simulate route: the payment if the caller may see it (owner or admin). */
    async findVisible(caller: PaymentsCaller, paymentId: string): Promise<PaymentRow> {
      return visiblePayment(caller, paymentId, true);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
