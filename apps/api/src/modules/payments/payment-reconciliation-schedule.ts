import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../lib/job-queue/job-queue.ts';
import type { PaymentReconciler } from './payment-reconciliation.ts';

/** The queue of reconciliation runs. */
export const PAYMENT_RECONCILIATION_QUEUE = 'payments.reconcile';

/**
 * Every 5 minutes (UTC cron). With the default 5-minute threshold a payment left in flight by a
 * crash is settled within about 10 minutes; a lost Pix webhook costs the payer at most as long.
 */
export const PAYMENT_RECONCILIATION_CRON = '*/5 * * * *';

export interface PaymentReconciliationJobDeps {
  paymentReconciler: PaymentReconciler;
  logger: FastifyBaseLogger;
}

/**
 * Reconciliation as a job (docs/architecture.md "Job queue"): one run at a time across every
 * instance (a unique queue), every 5 minutes and once when an instance starts (a run already
 * waiting absorbs it). A run stops between two payments when its instance shuts down; one whose
 * instance was killed is retried once its heartbeat is missed. The row locks of the reconciler
 * keep even overlapping runs and webhooks from crediting twice.
 */
export async function schedulePaymentReconciliation(jobs: JobQueue, deps: PaymentReconciliationJobDeps): Promise<void> {
  await jobs.work(
    PAYMENT_RECONCILIATION_QUEUE,
    async (_payload, attempt) => {
      const summary = await deps.paymentReconciler.reconcile({ signal: attempt.signal });
      if (summary.checked > 0) deps.logger.info(summary, 'payments reconciled with the provider');
    },
    { unique: true, retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 3600, heartbeatSeconds: 30, keepFinishedSeconds: 24 * 3600 },
  );
  await jobs.schedule(PAYMENT_RECONCILIATION_QUEUE, PAYMENT_RECONCILIATION_CRON);
}

/** The run at an instance's start (after jobs.start()): absorbed by one already waiting. */
export async function reconcilePaymentsSoon(jobs: Pick<JobQueue, 'enqueue'>): Promise<void> {
  await jobs.enqueue(PAYMENT_RECONCILIATION_QUEUE, {});
}
