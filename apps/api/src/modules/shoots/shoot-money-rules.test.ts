import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, shootCancellationOutcome } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransfers, shootBookings } from '../../db/schema/index.ts';
import { notificationsOf } from '../../test-support/hiring.ts';
import { creditWalletForTest, ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';
import { openHiringTestApp } from '../../test-support/people.ts';
import { bookingBody, publishedPackage, send } from '../../test-support/shoots.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

const { t, model: buyer, otherOwner: photographer, admin } = await openHiringTestApp();
const db = () => t.database.db;
const service = () => t.app.services.shootBookingsService;
const wallet = (who: TestPerson) => ledgerBalance(db(), { kind: 'user_wallet', userId: who.id });
const escrow = (bookingId: string) => ledgerBalance(db(), { kind: 'escrow', shootBookingId: bookingId });
const pkg = await publishedPackage(t, photographer);
const HOUR = 3_600_000;

async function paidBooking(overrides: Parameters<typeof bookingBody>[1] = {}) {
  const created = await send(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id, overrides));
  expect(created.statusCode, created.body).toBe(201);
  const booking = created.json().booking;
  await creditWalletForTest(db(), buyer.id, booking.total_cents);
  const paid = await send(t, buyer, 'POST', `/api/shoot-bookings/${booking.id}/pay-with-wallet`, {}, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().booking as { id: string; total_cents: number; starts_at: string };
}

async function rowOf(id: string) {
  const [row] = await db().select().from(shootBookings).where(eq(shootBookings.id, id));
  if (!row) throw new Error('no booking');
  return row;
}

const transfersOf = async (id: string) => (await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.shootBookingId, id))).map((row) => row.kind).sort();

describe('refunds when the photographer does not go ahead', () => {
  it('a decline refunds everything once', async () => {
    const booking = await paidBooking();
    const before = await wallet(buyer);
    const declined = await send(t, photographer, 'POST', `/api/shoot-bookings/${booking.id}/decline`);
    expect(declined.json().booking).toMatchObject({ status: 'declined', cancellation: { by: 'photographer', refund_cents: booking.total_cents } });
    expect((await send(t, photographer, 'POST', `/api/shoot-bookings/${booking.id}/decline`)).statusCode).toBe(409);
    expect(await wallet(buyer)).toBe(before + booking.total_cents);
    expect(await escrow(booking.id)).toBe(0);
    expect(await transfersOf(booking.id)).toEqual(['shoot_payment', 'shoot_refund']);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('48 hours without an answer: the expiry job refunds once, however many times it runs', async () => {
    const booking = await paidBooking();
    const before = await wallet(buyer);
    const row = await rowOf(booking.id);
    expect(row.acceptBy?.getTime()).toBeGreaterThan(Date.now() + 47 * HOUR);
    // Too early: nothing happens.
    expect(await service().runDeadline({ bookingId: booking.id, step: 'accept' })).toBe(false);
    const later = new Date((row.acceptBy as Date).getTime() + 1000);
    const runs = await Promise.all([1, 2, 3].map(() => service().runDeadline({ bookingId: booking.id, step: 'accept' }, later)));
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await service().runDeadline({ bookingId: booking.id, step: 'accept' }, later)).toBe(false);
    expect(await service().sweepDeadlines(later)).toBe(0);
    expect((await rowOf(booking.id)).status).toBe('expired');
    expect(await wallet(buyer)).toBe(before + booking.total_cents);
    expect(await transfersOf(booking.id)).toEqual(['shoot_payment', 'shoot_refund']);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('an unpaid booking frees its slot when the hold ends', async () => {
    const created = await send(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id, { start_time: '09:00' }));
    const booking = created.json().booking;
    const after = new Date(new Date(booking.pay_by).getTime() + 1000);
    expect(await service().runDeadline({ bookingId: booking.id, step: 'hold' }, after)).toBe(true);
    expect((await rowOf(booking.id)).status).toBe('cancelled');
    const slots = await send(t, null, 'GET', `/api/shoots/${pkg.id}/slots?from=${created.json().booking.date}&to=${created.json().booking.date}`);
    expect(slots.json().days[0].times).toContain('09:00');
  });
});

describe('cancellation by notice', () => {
  it('the shared rule: full refund 48 h ahead or from the photographer, 50% later', () => {
    const startsAt = new Date(Date.now() + 72 * HOUR);
    expect(shootCancellationOutcome({ by: 'buyer', totalCents: 10_001, startsAt, feeBps: 1000 })).toMatchObject({ rule: 'full', refundCents: 10_001 });
    const late = shootCancellationOutcome({ by: 'buyer', totalCents: 10_001, startsAt, now: new Date(startsAt.getTime() - 47 * HOUR), feeBps: 1000 });
    expect(late).toEqual({ rule: 'late', refundCents: 5_001, photographerShareCents: 5_000, photographerNetCents: 4_500 });
    expect(shootCancellationOutcome({ by: 'photographer', totalCents: 10_001, startsAt, now: startsAt }).refundCents).toBe(10_001);
  });

  it('the buyer cancelling 48 h or more ahead gets everything back', async () => {
    const booking = await paidBooking();
    const before = await wallet(buyer);
    const cancelled = await send(t, buyer, 'POST', `/api/shoot-bookings/${booking.id}/cancel`, { reason: 'Mudei de planos.' });
    expect(cancelled.json().booking).toMatchObject({ status: 'cancelled', cancellation: { by: 'buyer', refund_cents: booking.total_cents } });
    expect(await wallet(buyer)).toBe(before + booking.total_cents);
  });

  it('the buyer cancelling less than 48 h ahead gets half; the photographer the other half less the fee', async () => {
    const booking = await paidBooking();
    await send(t, photographer, 'POST', `/api/shoot-bookings/${booking.id}/accept`);
    // The shoot moved to 24 h from now (as if the days had passed).
    const startsAt = new Date(Date.now() + 24 * HOUR);
    await db().update(shootBookings).set({ startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) }).where(eq(shootBookings.id, booking.id));
    const buyerBefore = await wallet(buyer);
    const photographerBefore = await wallet(photographer);
    const cancelled = await send(t, buyer, 'POST', `/api/shoot-bookings/${booking.id}/cancel`, {});
    const half = booking.total_cents / 2;
    expect(cancelled.json().booking.cancellation).toMatchObject({ by: 'buyer', refund_cents: half });
    expect(await wallet(buyer)).toBe(buyerBefore + half);
    expect(await wallet(photographer)).toBe(photographerBefore + half - half / 10);
    expect(await escrow(booking.id)).toBe(0);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('the photographer cancelling refunds everything, even at the last minute', async () => {
    const booking = await paidBooking();
    await send(t, photographer, 'POST', `/api/shoot-bookings/${booking.id}/accept`);
    const startsAt = new Date(Date.now() + 2 * HOUR);
    await db().update(shootBookings).set({ startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) }).where(eq(shootBookings.id, booking.id));
    const before = await wallet(buyer);
    const cancelled = await send(t, photographer, 'POST', `/api/shoot-bookings/${booking.id}/cancel`, {});
    expect(cancelled.json().booking.cancellation).toMatchObject({ by: 'photographer', refund_cents: booking.total_cents });
    expect(await wallet(buyer)).toBe(before + booking.total_cents);
  });
});

describe('disputes', () => {
  it('either side disputes; an admin splits; both sides are told and the ledger balances', async () => {
    const booking = await paidBooking();
    await send(t, photographer, 'POST', `/api/shoot-bookings/${booking.id}/accept`);
    const disputed = await send(t, buyer, 'POST', `/api/shoot-bookings/${booking.id}/dispute`, { reason: 'O fotógrafo não apareceu no estúdio.' });
    expect(disputed.json().booking).toMatchObject({ status: 'disputed', dispute: { opened_by: 'buyer' } });
    // The other side hears of it at once; the one who opened it does not.
    const disputedNotices = async (who: TestPerson) => (await notificationsOf(t, who.id, 'shoot_disputed')).filter((row) => row.body.includes('Bianca'));
    expect(await disputedNotices(photographer)).toHaveLength(1);
    expect(await notificationsOf(t, buyer.id, 'shoot_disputed')).toHaveLength(0);
    const queue = await send(t, admin, 'GET', '/api/admin/shoot-disputes');
    expect(queue.json().items.map((item: { booking_id: string }) => item.booking_id)).toContain(booking.id);
    expect((await send(t, buyer, 'GET', '/api/admin/shoot-disputes')).statusCode).toBe(403);
    const tooMuch = await send(t, admin, 'POST', `/api/admin/shoot-bookings/${booking.id}/resolve`, {
      outcome: 'split',
      photographer_share_cents: booking.total_cents + 1,
      reason: 'Dividido.',
    });
    expect(tooMuch.statusCode).toBe(400);
    const buyerBefore = await wallet(buyer);
    const resolved = await send(t, admin, 'POST', `/api/admin/shoot-bookings/${booking.id}/resolve`, {
      outcome: 'split',
      photographer_share_cents: 30_000,
      reason: 'Metade do ensaio aconteceu.',
    });
    expect(resolved.json().booking.status).toBe('completed');
    for (const side of [buyer, photographer]) {
      const [told] = await notificationsOf(t, side.id, 'shoot_dispute_resolved');
      expect(told).toMatchObject({ title: 'Disputa do ensaio resolvida', link: '/dashboard?tab=shoots' });
      expect(told?.body).toContain('R$ 270,00 foram liberados ao fotógrafo');
    }
    expect(await wallet(buyer)).toBe(buyerBefore + booking.total_cents - 30_000);
    expect(await escrow(booking.id)).toBe(0);
    expect(await ledgerTotal(db())).toBe(0);
  });
});
