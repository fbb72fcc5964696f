import type { PaymentStatus, SettingValues } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/transaction.ts';
import type { PaymentProvider, ProviderPayment } from '../../lib/payments/payment-provider.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { type AppliedPayment, applyProviderPaymentInTx, matchesProviderPayment } from './payment-settlement.ts';
import { createPaymentsRepository, isClaimedOnly, type PaymentRow, type PaymentsRepository } from './payments.repository.ts';

/**
 * Reconciliation: payments we left in flight are re-read from the provider and its answer applied
 * exactly as a webhook's would be. Two ways a payment gets stuck:
 *
 * - claimed only (status 'pending' / 'submitting', no provider id): the process request died (a
 *   crash, a deploy) between sending the payment and storing the answer. The provider is asked by
 *   OUR reference (the payment id is its external_reference). If it made the payment, its answer is
 *   applied (approved: the money is settled once). If it has none, the payment is given back
 *   (status NULL again) so the payer can pay; the provider idempotency key is KEPT, so should the
 *   provider still hold a payment its search did not show yet, the payer's retry is answered with
 *   that same payment instead of a second charge, and its webhook still finds our row by reference.
 * - pending / in review with a provider id (Pix, boleto, a card in analysis): its webhook may have
 *   been lost (we were down, the provider gave up, or it cannot reach a local address). The payment
 *   is re-read by id.
 *
 * Exactly once, however many run at the same time (two instances, a webhook meanwhile): every
 * change happens in a transaction holding the payment row's lock, re-checks the row as it is
 * under that lock, and goes through applyProviderPaymentInTx, whose statuses only move forward and
 * whose ledger postings have unique references.
 */

/** Mercado Pago cancels a payment left pending for 30 days: older ones are not asked about again. */
const IN_FLIGHT_LOOKBACK_MS = 35 * 24 * 60 * 60 * 1000;

/** Statuses in which the payer's money reached the provider at some point. */
const tookMoney: ReadonlySet<PaymentStatus> = new Set(['approved', 'authorized', 'in_mediation', 'refunded', 'charged_back']);
const stillOpen: ReadonlySet<PaymentStatus> = new Set(['pending', 'in_process']);

export interface PaymentReconcilerDeps {
  repository: PaymentsRepository;
  runInTransaction: TransactionRunner;
  settings: () => Promise<SettingValues>;
  notify: (input: NotificationInput) => Promise<void>;
  logger: FastifyBaseLogger;
  provider: PaymentProvider;
  /**
   * How long a payment must have been left untouched before it is re-read (config
   * PAYMENT_RECONCILE_AFTER_SECONDS, 5 minutes by default). For a claimed payment it must exceed
   * the longest a process request, here or in another instance, can still be waiting for the
   * provider: the Mercado Pago adapter gives each call 10 s and 2 retries with up to 2 s between
   * (mercadopago-provider.ts), about 35 s in all. Past that the request has stored the answer,
   * given the payment back, or died; 5 minutes leaves room for a stalled process or database.
   */
  reconcileAfterMs: number;
}

export interface ReconciliationSummary {
  /** Payments re-read from the provider. */
  checked: number;
  /** Payments whose row took the provider's newer answer. */
  updated: number;
  /** Of those, payments whose money was settled now. */
  settled: number;
  /** Claimed payments the provider has no record of, given back to the payer. */
  givenBack: number;
  /** Provider answers that do not match our payment (amount, id): left for a person. */
  mismatched: number;
  /** Provider calls that failed: tried again at the next run. */
  failed: number;
}

type Outcome = 'unchanged' | 'updated' | 'settled' | 'given_back' | 'mismatched' | 'failed';

/**
 * Of the provider's payments for one of ours (newest first), the one that decides: one that took
 * money, else one still open, else the newest (refused or cancelled).
 */
function decidingPayment(found: ProviderPayment[]): ProviderPayment | null {
  return found.find((payment) => tookMoney.has(payment.status)) ?? found.find((payment) => stillOpen.has(payment.status)) ?? found[0] ?? null;
}

/**
 * Re-reads every non-final payment untouched for `reconcileAfterMs` and applies the provider's
 * answer. Payments go one at a time (gentle on the provider's rate limits); `signal` stops the run
 * between two payments (the app is closing). Answers what happened, by kind.
 */
export async function reconcilePayments(deps: PaymentReconcilerDeps, options: { now?: Date; signal?: AbortSignal } = {}): Promise<ReconciliationSummary> {
  const now = options.now ?? new Date();
  const untouchedBefore = new Date(now.getTime() - deps.reconcileAfterMs);
  const rows = await deps.repository.findToReconcile({
    provider: deps.provider.name,
    untouchedBefore,
    createdAfter: new Date(now.getTime() - IN_FLIGHT_LOOKBACK_MS),
  });
  const summary: ReconciliationSummary = { checked: 0, updated: 0, settled: 0, givenBack: 0, mismatched: 0, failed: 0 };
  if (rows.length === 0) return summary;

  const values = await deps.settings();
  for (const row of rows) {
    if (options.signal?.aborted) break;
    summary.checked += 1;
    // One payment that cannot be applied (its transaction failed and rolled back) must not keep
    // the others waiting: it is tried again at the next run.
    const outcome = await reconcileOne(deps, row, untouchedBefore, values).catch((error: unknown): Outcome => {
      deps.logger.error({ err: error, paymentId: row.id }, 'reconciliation could not apply the provider payment');
      return 'failed';
    });
    if (outcome === 'updated' || outcome === 'settled') summary.updated += 1;
    if (outcome === 'settled') summary.settled += 1;
    if (outcome === 'given_back') summary.givenBack += 1;
    if (outcome === 'mismatched') summary.mismatched += 1;
    if (outcome === 'failed') summary.failed += 1;
  }
  return summary;
}

async function reconcileOne(deps: PaymentReconcilerDeps, row: PaymentRow, untouchedBefore: Date, values: SettingValues): Promise<Outcome> {
  const { logger, provider } = deps;
  let remote: ProviderPayment | null;
  try {
    remote = row.providerPaymentId ? await provider.getPayment(row.providerPaymentId) : decidingPayment(await provider.findPaymentsByReference(row.id));
  } catch (error) {
    logger.warn({ err: error, paymentId: row.id }, 'reconciliation could not read the payment from the provider');
    return 'failed';
  }
  if (!remote) return giveBack(deps, row.id, untouchedBefore);

  const found = remote;
  type Applied = { kind: 'gone' } | { kind: 'mismatched' } | { kind: 'applied'; before: PaymentRow; after: AppliedPayment };
  const result = await deps.runInTransaction(async (tx): Promise<Applied> => {
    const locked = await createPaymentsRepository(tx).lockById(row.id);
    if (!locked) return { kind: 'gone' };
    const sameReference = locked.providerPaymentId !== null || found.externalReference === locked.id;
    if (!sameReference || !matchesProviderPayment(locked, found)) return { kind: 'mismatched' };
    return { kind: 'applied', before: locked, after: await applyProviderPaymentInTx(tx, locked, found, values) };
  });
  if (result.kind === 'mismatched') {
    // Stays as it is (a claimed one keeps answering 409) for a person to look at.
    logger.error({ paymentId: row.id }, 'reconciliation: the provider payment does not match ours');
    return 'mismatched';
  }
  if (result.kind === 'gone' || result.after.row === result.before) return 'unchanged';

  // After the commit, as the service does: a failed notification never undoes the money.
  for (const input of result.after.notifications) {
    await deps.notify(input).catch((error: unknown) => logger.error({ err: error, paymentId: row.id }, 'could not notify'));
  }
  const settled = !result.before.settledAt && result.after.row.settledAt !== null;
  logger.info({ paymentId: row.id, status: result.after.row.status, settled }, 'payment reconciled with the provider');
  return settled ? 'settled' : 'updated';
}

/**
 * A claimed payment the provider has no record of, past the threshold: its process request is over
 * and made no payment, so the payer gets it back. Only if it is still claimed, and claimed before
 * the threshold, under the lock: a webhook, another reconciler or a new claim may have come first.
 */
async function giveBack(deps: PaymentReconcilerDeps, paymentId: string, untouchedBefore: Date): Promise<Outcome> {
  const givenBack = await deps.runInTransaction(async (tx) => {
    const payments = createPaymentsRepository(tx);
    const locked = await payments.lockById(paymentId);
    if (!locked || !isClaimedOnly(locked) || locked.updatedAt >= untouchedBefore) return false;
    // null: the same provider idempotency key is kept (see the top of this file).
    await payments.unclaim(paymentId, null);
    return true;
  });
  if (!givenBack) return 'unchanged';
  deps.logger.warn({ paymentId }, 'claimed payment unknown to the provider given back to the payer');
  return 'given_back';
}

/** Reconciliation as the app runs it (the scheduler, and tests at a chosen `now`), on the deps the composition root gives. */
export function createPaymentReconciler(deps: PaymentReconcilerDeps) {
  return { reconcile: (options: { now?: Date; signal?: AbortSignal } = {}) => reconcilePayments(deps, options) };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
