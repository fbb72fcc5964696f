import { errorCatalog } from '../errors/error-catalog.ts';
import { SHOOT_ACCEPT_HOURS } from './shoot-booking-states.ts';

/**
 * Boleto for a shoot booking (docs/payments.md "Shoot bookings"), written once: the web hides the
 * method and says why, the server refuses it and holds the slot while a boleto is pending.
 *
 * A boleto is paid at a bank or an app up to its due date (3 days after it is issued) and is then
 * confirmed in 1 to 3 business days, while an unpaid booking holds its slot only
 * SHOOT_PAYMENT_HOLD_MINUTES. So a boleto is offered only for a shoot at least
 * SHOOT_BOLETO_MIN_LEAD_DAYS away (3 days to pay + 1 day for the bank to confirm + the
 * photographer's 48 h to accept), and a pending boleto holds the slot until its due date plus
 * SHOOT_BOLETO_CONFIRMATION_HOURS, but never later than SHOOT_ACCEPT_HOURS before the shoot, so a
 * booking paid at the last moment still leaves the photographer her time to accept. A boleto
 * confirmed after that (the booking was cancelled) stays in the buyer's wallet, as any late payment.
 */
export const SHOOT_BOLETO_MIN_LEAD_DAYS = 6;
/** A boleto paid on its due date is usually confirmed by the next day. */
export const SHOOT_BOLETO_CONFIRMATION_HOURS = 24;
/** Mercado Pago's default due date for a boleto (used when the provider gives none). */
export const BOLETO_DEFAULT_DUE_DAYS = 3;

const HOUR_MS = 3_600_000;

/** Why the payment modal offers no boleto for a close shoot (the server's 409 says the same). */
export const SHOOT_BOLETO_UNAVAILABLE_TEXT = errorCatalog.SHOOT_BOLETO_TOO_CLOSE.message;

/** Whether a boleto may pay a booking whose shoot starts at `startsAt`. */
export function shootBoletoAllowed(startsAt: string | Date, now: Date = new Date()): boolean {
  return new Date(startsAt).getTime() - now.getTime() >= SHOOT_BOLETO_MIN_LEAD_DAYS * 24 * HOUR_MS;
}

/** Until when a booking with a pending boleto holds its slot (never earlier than its current hold). */
export function shootBoletoHoldUntil(input: { dueAt: Date; startsAt: Date; payBy: Date }): Date {
  const wanted = input.dueAt.getTime() + SHOOT_BOLETO_CONFIRMATION_HOURS * HOUR_MS;
  const latest = input.startsAt.getTime() - SHOOT_ACCEPT_HOURS * HOUR_MS;
  return new Date(Math.max(input.payBy.getTime(), Math.min(wanted, latest)));
}
