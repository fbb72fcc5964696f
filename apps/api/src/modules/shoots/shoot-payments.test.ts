import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shootBookings } from '../../db/schema/index.ts';
import { ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';
import { deliverWebhook, openPaymentsTestApp, paymentRowOf, pixForm, processPayment, startPayment, walletOf } from '../../test-support/payments.ts';
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
