import { useEffect, useRef, useSyncExternalStore } from 'react';
import { openAuthModal } from '../../lib/auth-modal-store.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { toast } from '../../lib/toast.ts';
import { createPaymentPreference } from './api/create-payment-preference.ts';
import { processPayment } from './api/process-payment.ts';
import { type PaymentModalState, type PaymentSettledEvent, createPaymentFlow } from './lib/payment-flow.ts';

export type { PaymentModalState, PaymentSettledEvent };

/**
 * Module store, like the auth modal's: any screen (wallet top-up, PRO, contract funding,
 * /testepagamento) starts a payment with startPayment(); the modal lives once in the main layout.
 */
const settledListeners = new Set<(event: PaymentSettledEvent) => void>();

export const paymentFlow = createPaymentFlow({
  createPreference: createPaymentPreference,
  processPayment,
  openLogin: () => openAuthModal('login'),
  toast,
  newIdempotencyKey,
  onSettled: (event) => {
    for (const listener of settledListeners) listener(event);
  },
});

/**
 * What startPayment() (lib/start-payment.ts), the way other features open the modal, hands requests
 * to; PaymentEnvironmentSync registers it once the flow knows who is signed in.
 */
export function startRequestedPayment(request: Parameters<typeof paymentFlow.start>[0]): void {
  void paymentFlow.start(request);
}

export function usePaymentModal(): PaymentModalState {
  return useSyncExternalStore(paymentFlow.subscribe, paymentFlow.getState, paymentFlow.getState);
}

/** Listens for "this payment went through" events; subscribe from anywhere. Returns the unsubscribe. */
export function onPaymentSettled(listener: (event: PaymentSettledEvent) => void): () => void {
  settledListeners.add(listener);
  return () => {
    settledListeners.delete(listener);
  };
}

/**
 * Runs `callback` when a payment started anywhere is accepted (approved, in analysis, or pending
 * Pix/boleto) and again when a pending one is approved. The main layout already refreshes the
 * session, wallet, subscription and contracts queries; use this for anything else.
 */
export function usePaymentSettled(callback: (event: PaymentSettledEvent) => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => onPaymentSettled((event) => latest.current(event)), []);
}
