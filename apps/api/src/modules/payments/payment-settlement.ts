import { BOLETO_DEFAULT_DUE_DAYS, isForwardPaymentStatus, notificationTitle, type PaymentPurpose, type PaymentStatus } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { formatCentavosInText } from '../../lib/money-text.ts';
import type { ProviderPayment } from '../../lib/payments/payment-provider.ts';
import { fundContractFromWalletInTx } from '../contracts/index.ts';
import { createLedgerRepository, type LedgerAccountRef } from '../ledger/index.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { fundShootBookingFromWalletInTx, holdShootBookingForBoletoInTx } from '../shoots/index.ts';
import { activateProFromWalletInTx } from '../subscriptions/index.ts';
import { createPaymentsRepository, isClaimedOnly, type PaymentRow } from './payments.repository.ts';

/**
 * Applying what the provider says about a payment (its process answer or a re-fetch after a
 * webhook) to our row and the ledger. One function for both paths, always inside one transaction
 * with the payment row locked (SELECT ... FOR UPDATE), so duplicates and out-of-order deliveries
 * queue on the lock and the money moves exactly once (docs/security.md #19): statuses only move forward
 * and every movement has a unique reference ('payment:<id>:settle', ':pro', ':fund', ':reverse').
 */

/** Where a payment notification takes the payer. */
export const paymentLinks: Record<PaymentPurpose, string> = {
  test_payment: '/testepagamento',
  wallet_topup: '/dashboard?tab=wallet',
  pro_subscription: '/dashboard?tab=subscription',
  contract_funding: '/dashboard?tab=my-contracts',
  shoot_booking: '/dashboard?tab=shoots',
};

/** Read before the transaction opens (settings are never read inside one). */
export interface SettlementSettings {
  PLATFORM_FEE_BPS: number;
}

export interface AppliedPayment {
  row: PaymentRow;
  /** Send after the transaction commits. */
  notifications: NotificationInput[];
}

/**
 * Never let one provider payment settle another of ours: once we know the provider's id it must be
 * the same, and the amount must be exactly ours. Every path that applies a re-read payment (the
 * webhook, reconciliation) checks this on the locked row before applyProviderPaymentInTx.
 */
export function matchesProviderPayment(row: Pick<PaymentRow, 'providerPaymentId' | 'amountCents'>, remote: ProviderPayment): boolean {
  return (!row.providerPaymentId || row.providerPaymentId === remote.providerPaymentId) && row.amountCents === remote.amountCents;
}

/**
 * Stores the provider's view of `row` (locked by the caller in `tx`) and moves money when the
 * status moved to approved (settle) or from approved to refunded/charged_back (reverse).
 */
export async function applyProviderPaymentInTx(tx: Database, row: PaymentRow, remote: ProviderPayment, settings: SettlementSettings): Promise<AppliedPayment> {
  const stored = isClaimedOnly(row) ? null : (row.status as PaymentStatus | null);
  const moves = stored === null || isForwardPaymentStatus(stored, remote.status);

  // Facts the provider adds over time are kept even when the status itself does not move
  // (e.g. a webhook stored 'approved' before the process answer arrived with the method).
  const changes: Partial<PaymentRow> = {};
  if (!row.providerPaymentId) changes.providerPaymentId = remote.providerPaymentId;
  if (remote.paymentMethodId && remote.paymentMethodId !== row.paymentMethodId) changes.paymentMethodId = remote.paymentMethodId;
  if (remote.pix && !row.pix) changes.pix = remote.pix;
  if (remote.boleto && !row.boleto) changes.boleto = remote.boleto;
  if (moves) {
    changes.status = remote.status;
    changes.statusDetail = remote.statusDetail;
  }

  const notifications: NotificationInput[] = [];
  const now = new Date();
  if (changes.boleto && remote.status !== 'approved' && row.purpose === 'shoot_booking' && row.shootBookingId && row.userId) {
    // A boleto just issued for a booking: its slot waits for the bank (docs/payments.md "Shoot bookings").
    const stated = Date.parse(changes.boleto.expires_at ?? '');
    const dueAt = new Date(Number.isNaN(stated) ? now.getTime() + BOLETO_DEFAULT_DUE_DAYS * 24 * 3_600_000 : stated);
    await holdShootBookingForBoletoInTx(tx, { bookingId: row.shootBookingId, payerId: row.userId, dueAt });
  }
  if (moves && remote.status === 'approved' && !row.settledAt) {
    notifications.push(...(await settleInTx(tx, row, settings)));
    changes.settledAt = now;
  }
  if (moves && (remote.status === 'refunded' || remote.status === 'charged_back') && row.settledAt && !row.reversedAt) {
    await reverseInTx(tx, row, remote.status);
    changes.reversedAt = now;
  }
  if (moves && remote.status === 'rejected' && row.userId) {
    notifications.push({
      userId: row.userId,
      type: 'payment_failed',
      title: notificationTitle('payment_failed'),
      body: `Seu pagamento de ${formatCentavosInText(row.amountCents)} (${row.description}) foi recusado. Você pode tentar de novo com outra forma de pagamento.`,
      link: paymentLinks[row.purpose],
    });
  }

  const updated = Object.keys(changes).length > 0 ? await createPaymentsRepository(tx).update(row.id, changes) : row;
  return { row: updated, notifications };
}

/**
 * The money of an approved payment, once. A test payment is the platform's own money; anything
 * else lands in the payer's wallet first (kind 'topup') and is then spent from it (PRO, contract),
 * so Transações shows it come in and go out.
 */
async function settleInTx(tx: Database, row: PaymentRow, settings: SettlementSettings): Promise<NotificationInput[]> {
  const reference = `payment:${row.id}:settle`;
  const base = { reference, description: row.description, initiatedBy: row.userId, paymentId: row.id };
  const clearing = { kind: 'provider_clearing', provider: row.provider } as const;
  const ledger = createLedgerRepository(tx);

  // A payer whose account was deleted before the money arrived has no wallet: the money is the
  // platform's (and shows in its revenue), as a test payment's is.
  if (row.purpose === 'test_payment' || !row.userId) {
    const posted = await ledger.postTransfer({
      ...base,
      kind: 'test_payment',
      entries: [
        { account: clearing, amountCents: -row.amountCents },
        { account: { kind: 'platform_revenue' }, amountCents: row.amountCents },
      ],
    });
    return posted && row.userId ? [approvedNotice(row, row.userId)] : [];
  }

  const userId = row.userId;
  const posted = await ledger.postTransfer({
    ...base,
    kind: 'topup',
    entries: [
      { account: clearing, amountCents: -row.amountCents },
      { account: { kind: 'user_wallet', userId }, amountCents: row.amountCents },
    ],
  });
  if (!posted) return [];

  const notifications: NotificationInput[] = [approvedNotice(row, userId)];
  if (row.purpose === 'pro_subscription' && row.plan) {
    notifications.push(
      ...(await activateProFromWalletInTx(tx, { userId, plan: row.plan, priceCents: row.amountCents, reference: `payment:${row.id}:pro`, paymentId: row.id })),
    );
  }
  if (row.purpose === 'contract_funding' && row.contractId) {
    // funded false (the contract was cancelled meanwhile): the money simply stays in the wallet.
    const funding = await fundContractFromWalletInTx(tx, {
      contractId: row.contractId,
      payerId: userId,
      reference: `payment:${row.id}:fund`,
      paymentId: row.id,
      feeBps: settings.PLATFORM_FEE_BPS,
    });
    notifications.push(...funding.notifications);
  }
  if (row.purpose === 'shoot_booking' && row.shootBookingId) {
    // funded false (the hold ran out and the booking was cancelled): the money stays in the wallet.
    const funding = await fundShootBookingFromWalletInTx(tx, {
      bookingId: row.shootBookingId,
      payerId: userId,
      reference: `payment:${row.id}:shoot`,
      paymentId: row.id,
      feeBps: settings.PLATFORM_FEE_BPS,
    });
    notifications.push(...funding.notifications);
  }
  return notifications;
}

function approvedNotice(row: PaymentRow, userId: string): NotificationInput {
  return {
    userId,
    type: 'payment_approved',
    title: notificationTitle('payment_approved'),
    body: `Seu pagamento de ${formatCentavosInText(row.amountCents)} (${row.description}) foi aprovado.`,
    link: paymentLinks[row.purpose],
  };
}

/**
 * A refund or chargeback of a settled payment, once. The money goes back to the provider from the
 * payer's wallet as far as the wallet still holds it; whatever was already spent (a PRO bought,
 * a contract funded, a withdrawal) is absorbed by the platform (platform_revenue), because taking
 * back a PRO period or a model's held pay is a human decision, not a ledger rule. A test payment's
 * money was the platform's from the start, so it all comes from platform_revenue.
 */
async function reverseInTx(tx: Database, row: PaymentRow, status: 'refunded' | 'charged_back'): Promise<void> {
  // Read without a lock: should a withdrawal take the money meanwhile, the wallet entry fails its
  // CHECK, this transaction rolls back and the provider's next notification tries again.
  const ledger = createLedgerRepository(tx);
  const fromWallet =
    row.purpose === 'test_payment' || !row.userId ? 0 : Math.min(row.amountCents, await ledger.balance({ kind: 'user_wallet', userId: row.userId }));
  const fromPlatform = row.amountCents - fromWallet;
  const entries: { account: LedgerAccountRef; amountCents: number }[] = [
    { account: { kind: 'provider_clearing', provider: row.provider }, amountCents: row.amountCents },
  ];
  if (fromWallet > 0 && row.userId) entries.push({ account: { kind: 'user_wallet', userId: row.userId }, amountCents: -fromWallet });
  if (fromPlatform > 0) entries.push({ account: { kind: 'platform_revenue' }, amountCents: -fromPlatform });
  await ledger.postTransfer({
    kind: 'payment_reversal',
    reference: `payment:${row.id}:reverse`,
    description: `${status === 'refunded' ? 'Reembolso' : 'Estorno'}: ${row.description}`,
    initiatedBy: null,
    paymentId: row.id,
    entries,
  });
}
