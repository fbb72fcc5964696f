import type { AppInstance } from '../../app-instance.ts';

/**
 * How often reconciliation runs. With the default 5-minute threshold a payment left in flight by a
 * crash is settled within about 10 minutes; a lost Pix webhook costs the payer at most as long.
 */
export const PAYMENT_RECONCILE_INTERVAL_MS = 5 * 60 * 1000;

/** How long closing the app waits for a run to finish its current payment. */
const CLOSE_WAIT_MS = 5_000;

/**
 * Runs reconciliation once the app is ready (migrations are done by then; the run goes on in the
 * background, so listening is not delayed) and every few minutes after, one run at a time in this
 * process (other instances may run theirs: the row locks keep that safe). Closing stops the run
 * between two payments and waits briefly for the current one. Not started in tests: they call
 * the reconciler themselves.
 */
export function schedulePaymentReconciliation(app: AppInstance): void {
  const { paymentReconciler } = app.services;
  const stop = new AbortController();
  let running: Promise<void> | null = null;

  const reconcileOnce = async () => {
    try {
      const summary = await paymentReconciler.reconcile({ signal: stop.signal });
      if (summary.checked > 0) app.log.info(summary, 'payments reconciled with the provider');
    } catch (error) {
      app.log.error({ err: error }, 'payment reconciliation failed');
    }
  };
  const run = () => {
    if (running || stop.signal.aborted) return;
    running = reconcileOnce().finally(() => {
      running = null;
    });
  };

  app.addHook('onReady', async () => {
    run();
  });
  const timer = setInterval(run, PAYMENT_RECONCILE_INTERVAL_MS);
  // The timer never keeps the process alive on its own.
  timer.unref();
  // preClose runs before the database closes (onClose), so the current payment can finish.
  app.addHook('preClose', async () => {
    stop.abort();
    clearInterval(timer);
    if (!running) return;
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise<void>((resolve) => (waited = setTimeout(resolve, CLOSE_WAIT_MS)))]);
    clearTimeout(waited);
  });
}
