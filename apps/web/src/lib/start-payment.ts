import type { CreatePaymentPreferenceBody } from '@passarela/shared';

type PaymentStarter = (request: CreatePaymentPreferenceBody) => void;

let starter: PaymentStarter | null = null;
let waiting: CreatePaymentPreferenceBody | null = null;

/**
 * Opens the payment modal for this request (spec: login, an enabled method and a loaded payment
 * system are checked first, each with its toast). The server computes the amount and description
 * from the purpose; nothing the caller passes is trusted as a price except a chosen amount.
 *
 * Any screen (wallet top-up, PRO, contract funding, /testepagamento) may ask for a payment; the
 * payments feature, which the main layout loads, runs it. This door lives in lib so asking never
 * means importing that feature.
 */
export function startPayment(request: CreatePaymentPreferenceBody): void {
  if (starter) starter(request);
  else waiting = request;
}

/**
 * Called once by the payments feature when its store loads. A request made before that (a click in
 * the first moments of a visit) is handed over then, and meets the same "Aguarde" checks.
 */
export function setPaymentStarter(next: PaymentStarter): void {
  starter = next;
  const request = waiting;
  waiting = null;
  if (request) next(request);
}
