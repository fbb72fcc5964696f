import type { CreatePaymentPreferenceBody } from '@passarela/shared';
import { useSyncExternalStore } from 'react';

type PaymentStarter = (request: CreatePaymentPreferenceBody) => void;

let starter: PaymentStarter | null = null;
let waiting: CreatePaymentPreferenceBody | null = null;
let requested = false;
const requestListeners = new Set<() => void>();

/**
 * Opens the payment modal for this request (spec: login, an enabled method and a loaded payment
 * system are checked first, each with its toast). The server computes the amount and description
 * from the purpose; nothing the caller passes is trusted as a price except a chosen amount.
 *
 * Any screen (wallet top-up, PRO, contract funding, /testepagamento) may ask for a payment; the
 * payments feature runs it. This door lives in lib so asking never means importing that feature,
 * and a guest's visit never downloads the payment code until someone asks (the main layout mounts
 * the payments feature on the first request: usePaymentRequested).
 */
export function startPayment(request: CreatePaymentPreferenceBody): void {
  if (starter) {
    starter(request);
    return;
  }
  waiting = request;
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
}

/**
 * Called by the payments feature once it knows who is signed in. A request made before that (a
 * click in the first moments of a visit, or the one that made the feature load) is handed over
 * then, and meets the same checks as any other.
 */
export function setPaymentStarter(next: PaymentStarter): void {
  starter = next;
  const request = waiting;
  waiting = null;
  if (request) next(request);
}

function subscribeToRequests(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** True once a payment was asked for in this visit (whether or not the payments feature has loaded). */
export function usePaymentRequested(): boolean {
  return useSyncExternalStore(
    subscribeToRequests,
    () => requested,
    () => false,
  );
}
