import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { creditWalletForTest } from '../../test-support/ledger.ts';
import { openHiringTestApp } from '../../test-support/people.ts';
import { bookingBody, publishedPackage, send } from '../../test-support/shoots.ts';

/**
 * The admin overview's shoot figures (docs/product.md "Shoots", "Admin overview"): paid bookings,
 * their volume (every paid total, refunded or not: money that went through escrow) and the
 * platform's fee revenue, which only a released booking earns.
 */
const { t, model: buyer, otherOwner: photographer, admin } = await openHiringTestApp();
const pkg = await publishedPackage(t, photographer);

async function overviewShoots() {
  const res = await send(t, admin, 'GET', '/api/admin/overview?period=day');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().shoots as { bookings_paid: number; volume_cents: number; revenue_cents: number; by_status: Record<string, number> };
}

async function paidBooking(extraIds: string[] = []) {
  const created = await send(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id, { extra_ids: extraIds }));
  expect(created.statusCode, created.body).toBe(201);
  const booking = created.json().booking as { id: string; total_cents: number };
  await creditWalletForTest(t.database.db, buyer.id, booking.total_cents);
  const paid = await send(t, buyer, 'POST', `/api/shoot-bookings/${booking.id}/pay-with-wallet`, {}, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
  expect(paid.statusCode, paid.body).toBe(200);
  return booking;
}

describe('shoot bookings in the admin overview', () => {
  it('counts a completed and a refunded booking as paid volume; only the completed one earns the fee', async () => {
    const before = await overviewShoots();
    // An unpaid booking counts in its status only.
    expect((await send(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id))).statusCode).toBe(201);

    const completed = await paidBooking([pkg.extras[0]?.id as string]);
    for (const [who, action, body] of [
      [photographer, 'accept', {}],
      [photographer, 'deliver', { link: 'https://fotos.example.com/a' }],
      [buyer, 'confirm', {}],
    ] as const) {
      expect((await send(t, who, 'POST', `/api/shoot-bookings/${completed.id}/${action}`, body)).statusCode).toBe(200);
    }
    const refunded = await paidBooking();
    expect((await send(t, photographer, 'POST', `/api/shoot-bookings/${refunded.id}/decline`)).json().booking.status).toBe('declined');

    const after = await overviewShoots();
    expect(after.bookings_paid - before.bookings_paid).toBe(2);
    expect(after.volume_cents - before.volume_cents).toBe(completed.total_cents + refunded.total_cents);
    // 10% (PLATFORM_FEE_BPS) of the completed booking; nothing from the refunded one.
    expect(completed.total_cents).toBe(95_000);
    expect(after.revenue_cents - before.revenue_cents).toBe(9_500);
    expect((after.by_status.completed ?? 0) - (before.by_status.completed ?? 0)).toBe(1);
    expect((after.by_status.declined ?? 0) - (before.by_status.declined ?? 0)).toBe(1);
    expect((after.by_status.awaiting_payment ?? 0) - (before.by_status.awaiting_payment ?? 0)).toBe(1);
  });
});
