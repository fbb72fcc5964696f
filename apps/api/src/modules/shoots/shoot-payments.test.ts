import { SHOOT_BOLETO_MIN_LEAD_DAYS, SHOOT_BOLETO_UNAVAILABLE_TEXT } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransfers, shootBookings } from '../../db/schema/index.ts';
import { dateFromToday, notificationsOf } from '../../test-support/hiring.ts';
import { ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';
import {
  boletoForm,
  cardForm,
  deliverWebhook,
  openPaymentsTestApp,
  paymentRowOf,
  pixForm,
  processPayment,
  startPayment,
  walletOf,
} from '../../test-support/payments.ts';
import { createPerson } from '../../test-support/people.ts';
import { bookingBody, publishedPackage, send } from '../../test-support/shoots.ts';

const { p, payer: buyer, other } = await openPaymentsTestApp();
const t = p.t;
const photographer = await createPerson(t, 'photographer', { firstName: 'Paula' });
const pkg = await publishedPackage(t, photographer);

describe('paying a booking through the payment flow (purpose shoot_booking)', () => {
  it('Pix in the sandbox: the settlement moves the total into the booking escrow once', async () => {
    const created = await send(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id));
    const booking = created.json().booking;
    // Only the buyer may pay it, and the amount is the booking's.
    expect((await send(t, other, 'POST', '/api/payments/preferences', { purpose: 'shoot_booking', booking_id: booking.id })).statusCode).toBe(404);
    const preference = await startPayment(t, buyer, { purpose: 'shoot_booking', booking_id: booking.id });
    expect(preference.transaction.amount_cents).toBe(booking.total_cents);
    const processed = await processPayment(t, buyer, pixForm(preference.transaction.id, booking.total_cents));
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json().status).toBe('pending');
    const row = await paymentRowOf(t, preference.transaction.id);
    await p.sandbox.simulateSettlement(row.providerPaymentId as string, 'approved');
    for (let i = 0; i < 2; i++) expect((await deliverWebhook(t, row.providerPaymentId as string)).statusCode).toBe(200);

    const [stored] = await t.database.db.select().from(shootBookings).where(eq(shootBookings.id, booking.id));
    expect(stored).toMatchObject({ status: 'funded', feeBps: 1000 });
    expect(await ledgerBalance(t.database.db, { kind: 'escrow', shootBookingId: booking.id })).toBe(booking.total_cents);
    expect(await walletOf(t, buyer.id)).toBe(0);
    expect(await ledgerTotal(t.database.db)).toBe(0);
    // The hold's job, when it runs, writes the 48-hour job the settlement could not.
    expect(await t.app.services.shootBookingsService.runDeadline({ bookingId: booking.id, step: 'hold' }, new Date(Date.now() + 3_600_000 * 2))).toBe(false);

    // A booking no longer awaiting payment cannot get a new preference.
    const again = await send(t, buyer, 'POST', '/api/payments/preferences', { purpose: 'shoot_booking', booking_id: booking.id });
    expect(again.json().code).toBe('SHOOT_BOOKING_NOT_PAYABLE');
  });
});

const HOUR = 3_600_000;

async function bookingRow(id: string) {
  const [row] = await t.database.db.select().from(shootBookings).where(eq(shootBookings.id, id));
  if (!row) throw new Error('no booking');
  return row;
}

async function newBooking(date?: string) {
  const created = await send(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id, date ? { date } : {}));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().booking as { id: string; total_cents: number; pay_by: string; starts_at: string; date: string };
}

/** Issues a sandbox boleto for the booking: answers the payment's row (pending, with the boleto). */
async function issueBoleto(booking: { id: string; total_cents: number }) {
  const preference = await startPayment(t, buyer, { purpose: 'shoot_booking', booking_id: booking.id });
  const processed = await processPayment(t, buyer, boletoForm(preference.transaction.id, booking.total_cents));
  expect(processed.statusCode, processed.body).toBe(200);
  expect(processed.json()).toMatchObject({ status: 'pending', payment: { boleto: { url: expect.any(String) } } });
  return paymentRowOf(t, preference.transaction.id);
}

async function approve(providerPaymentId: string) {
  await p.sandbox.simulateSettlement(providerPaymentId, 'approved');
  // Delivered twice, as a provider may: the money moves once.
  for (let i = 0; i < 2; i++) expect((await deliverWebhook(t, providerPaymentId)).statusCode).toBe(200);
}

describe('card and boleto for a booking (docs/payments.md "Shoot bookings")', () => {
  it('a card approved at once (sandbox holder APRO) funds the escrow', async () => {
    const booking = await newBooking();
    const preference = await startPayment(t, buyer, { purpose: 'shoot_booking', booking_id: booking.id });
    const processed = await processPayment(t, buyer, cardForm(preference.transaction.id, booking.total_cents, 'APRO'));
    expect(processed.json().status).toBe('approved');
    expect((await bookingRow(booking.id)).status).toBe('funded');
    expect(await ledgerBalance(t.database.db, { kind: 'escrow', shootBookingId: booking.id })).toBe(booking.total_cents);
    expect(await notificationsOf(t, photographer.id, 'shoot_booked')).not.toHaveLength(0);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('a boleto for a shoot far enough away: the slot is held until it can be confirmed, then the escrow is funded', async () => {
    const booking = await newBooking();
    const preference = await startPayment(t, buyer, { purpose: 'shoot_booking', booking_id: booking.id });
    expect(preference).not.toHaveProperty('unavailable_methods');
    const processed = await processPayment(t, buyer, boletoForm(preference.transaction.id, booking.total_cents));
    expect(processed.json().status).toBe('pending');
    const payment = await paymentRowOf(t, preference.transaction.id);
    const due = Date.parse(payment.boleto?.expires_at ?? '');
    // Held until the boleto's due date plus a day for the bank to confirm it (the shoot is weeks away).
    const held = await bookingRow(booking.id);
    expect(held.payBy.getTime()).toBe(due + 24 * HOUR);
    // The original 60-minute hold's job changes nothing now; it writes the job for the new end.
    expect(await t.app.services.shootBookingsService.runDeadline({ bookingId: booking.id, step: 'hold' }, new Date(Date.now() + 2 * HOUR))).toBe(false);
    expect(await t.app.services.shootBookingsService.sweepDeadlines(new Date(Date.now() + 2 * HOUR))).toBe(0);
    // Nobody else can take the slot meanwhile.
    const slots = await send(t, null, 'GET', `/api/shoots/${pkg.id}/slots?from=${booking.date}&to=${booking.date}`);
    expect(slots.json().days[0]?.times ?? []).not.toContain('10:00');

    await approve(payment.providerPaymentId as string);
    expect((await bookingRow(booking.id)).status).toBe('funded');
    expect(await ledgerBalance(t.database.db, { kind: 'escrow', shootBookingId: booking.id })).toBe(booking.total_cents);
    expect(await walletOf(t, buyer.id)).toBe(0);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('the hold never runs past 48 h before the shoot, so the photographer still has her time to accept', async () => {
    const booking = await newBooking(dateFromToday(SHOOT_BOLETO_MIN_LEAD_DAYS + 1));
    const payment = await issueBoleto(booking);
    const due = Date.parse(payment.boleto?.expires_at ?? '');
    const payBy = (await bookingRow(booking.id)).payBy.getTime();
    expect(payBy).toBe(Math.min(due + 24 * HOUR, Date.parse(booking.starts_at) - 48 * HOUR));
    expect(payBy).toBeLessThanOrEqual(Date.parse(booking.starts_at) - 48 * HOUR);
    expect(payBy).toBeGreaterThan(Date.now() + 2 * 24 * HOUR);
  });

  it('no boleto for a shoot too close: the modal is told why, and the server refuses it before calling the provider', async () => {
    const booking = await newBooking(dateFromToday(3));
    const preference = await startPayment(t, buyer, { purpose: 'shoot_booking', booking_id: booking.id });
    expect(preference.unavailable_methods).toEqual({ boleto: SHOOT_BOLETO_UNAVAILABLE_TEXT });
    const calls = p.createPaymentCalls();
    const refused = await processPayment(t, buyer, boletoForm(preference.transaction.id, booking.total_cents));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SHOOT_BOLETO_TOO_CLOSE', message: SHOOT_BOLETO_UNAVAILABLE_TEXT });
    expect(p.createPaymentCalls()).toBe(calls);
    expect((await bookingRow(booking.id)).payBy.toISOString()).toBe(booking.pay_by);
    // Pix still works for it.
    const pix = await processPayment(t, buyer, pixForm(preference.transaction.id, booking.total_cents));
    expect(pix.json().status).toBe('pending');
  });

  it('a boleto never paid: the hold ends, the slot is free again and nothing is refunded; paid late, it lands in the wallet once', async () => {
    const booking = await newBooking();
    const payment = await issueBoleto(booking);
    const payBy = (await bookingRow(booking.id)).payBy;
    const service = t.app.services.shootBookingsService;
    expect(await service.runDeadline({ bookingId: booking.id, step: 'hold' }, new Date(payBy.getTime() + 1000))).toBe(true);
    const cancelled = await bookingRow(booking.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'system', refundCents: 0 });
    expect(await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.shootBookingId, booking.id))).toHaveLength(0);
    const slots = await send(t, null, 'GET', `/api/shoots/${pkg.id}/slots?from=${booking.date}&to=${booking.date}`);
    expect(slots.json().days[0].times).toContain('10:00');
    const walletBefore = await walletOf(t, buyer.id);

    await approve(payment.providerPaymentId as string);
    expect((await bookingRow(booking.id)).status).toBe('cancelled');
    expect(await walletOf(t, buyer.id)).toBe(walletBefore + booking.total_cents);
    expect(await ledgerBalance(t.database.db, { kind: 'escrow', shootBookingId: booking.id })).toBe(0);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });
});
