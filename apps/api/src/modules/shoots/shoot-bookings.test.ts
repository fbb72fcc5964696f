import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hiringTransitions, shootBookings } from '../../db/schema/index.ts';
import { notificationsOf } from '../../test-support/hiring.ts';
import { creditWalletForTest, ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';
import { createPerson, openHiringTestApp } from '../../test-support/people.ts';
import { bookingBody, publishedPackage, send } from '../../test-support/shoots.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

const { t, model, owner: contractor, otherOwner: photographer, admin } = await openHiringTestApp();
const otherPhotographer = await createPerson(t, 'photographer', { firstName: 'Rita' });
const db = () => t.database.db;
const wallet = (who: TestPerson) => ledgerBalance(db(), { kind: 'user_wallet', userId: who.id });
const escrow = (bookingId: string) => ledgerBalance(db(), { kind: 'escrow', shootBookingId: bookingId });
const pkg = await publishedPackage(t, photographer);

function pay(who: TestPerson, bookingId: string, key: string = randomUUID()) {
  return send(t, who, 'POST', `/api/shoot-bookings/${bookingId}/pay-with-wallet`, {}, { [IDEMPOTENCY_KEY_HEADER]: key });
}

/** A booking paid from the buyer's wallet (topped up exactly for it). */
async function paidBooking(buyer: TestPerson = model, overrides: Parameters<typeof bookingBody>[1] = {}) {
  const created = await send(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id, overrides));
  expect(created.statusCode, created.body).toBe(201);
  const booking = created.json().booking;
  await creditWalletForTest(db(), buyer.id, booking.total_cents);
  const paid = await pay(buyer, booking.id);
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().booking as { id: string; total_cents: number; status: string };
}

describe('booking a shoot', () => {
  it('prices on the server: package plus chosen extras, whatever the body says', async () => {
    const extra = pkg.extras[0] as { id: string; price_cents: number };
    const created = await send(t, model, 'POST', '/api/shoot-bookings', bookingBody(pkg.id, { extra_ids: [extra.id] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().booking).toMatchObject({
      status: 'awaiting_payment',
      price_cents: 80_000,
      total_cents: 80_000 + extra.price_cents,
      role: 'buyer',
      image_use_text: 'Ambos · Portfólio, Redes sociais · 1 ano',
      allowed_actions: ['pay', 'cancel'],
    });
    for (const forged of [{ total_cents: 1 }, { price_cents: 1 }, { amount_cents: 1 }]) {
      const refused = await send(t, model, 'POST', '/api/shoot-bookings', { ...bookingBody(pkg.id), ...forged });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const unknownExtra = await send(t, model, 'POST', '/api/shoot-bookings', bookingBody(pkg.id, { extra_ids: ['nope'] }));
    expect(unknownExtra.json().code).toBe('SHOOT_EXTRA_NOT_FOUND');
  });

  it('only offers and accepts free slots, and never to the photographer herself', async () => {
    const outside = await send(t, model, 'POST', '/api/shoot-bookings', bookingBody(pkg.id, { start_time: '19:00' }));
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({ code: 'SHOOT_SLOT_UNAVAILABLE' });
    expect(outside.json().message).toMatch(/horário/);
    const self = await send(t, photographer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id));
    expect(self.statusCode).toBe(403);
  });

  it('twenty buyers racing for one slot: exactly one gets it, the others a clear 409', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => createPerson(t, i % 2 ? 'model' : 'contractor', { firstName: `Comprador${i}` })));
    const body = bookingBody(pkg.id, { start_time: '14:00' });
    const answers = await Promise.all(buyers.map((buyer) => send(t, buyer, 'POST', '/api/shoot-bookings', body)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(['SHOOT_SLOT_TAKEN', 'SHOOT_SLOT_UNAVAILABLE']).toContain(answer.json().code);
      expect(answer.json().message).toMatch(/horário/i);
    }
    const rows = await db().select().from(shootBookings).where(eq(shootBookings.startsAt, new Date(`${body.date}T14:00:00-03:00`)));
    expect(rows).toHaveLength(1);
    // The slot no longer shows, nor an overlapping one (a 2-hour package from 13:00 or 15:00).
    const slots = await send(t, null, 'GET', `/api/shoots/${pkg.id}/slots?from=${body.date}&to=${body.date}`);
    const times = slots.json().days[0]?.times ?? [];
    expect(times).not.toContain('14:00');
    expect(times).not.toContain('13:00');
    expect(times).not.toContain('15:30');
    expect(times).toContain('16:00');
  });
});

describe('the whole flow, paid from the wallet', () => {
  it('accept, deliver, confirm: the photographer gets the total less the fee, and the ledger balances', async () => {
    const photographerBefore = await wallet(photographer);
    const booking = await paidBooking(contractor);
    expect(booking.status).toBe('funded');
    expect(await escrow(booking.id)).toBe(booking.total_cents);
    expect(await notificationsOf(t, photographer.id, 'shoot_booked')).not.toHaveLength(0);

    // Ownership: a stranger cannot read it, another photographer cannot accept it, the buyer cannot accept.
    expect((await send(t, model, 'GET', `/api/shoot-bookings/${booking.id}`)).statusCode).toBe(404);
    expect((await send(t, otherPhotographer, 'POST', `/api/shoot-bookings/${booking.id}/accept`)).statusCode).toBe(404);
    expect((await send(t, contractor, 'POST', `/api/shoot-bookings/${booking.id}/accept`)).json().code).toBe('TRANSITION_NOT_ALLOWED');

    const accepted = await send(t, photographer, 'POST', `/api/shoot-bookings/${booking.id}/accept`);
    expect(accepted.json().booking).toMatchObject({ status: 'accepted', allowed_actions: ['deliver', 'cancel', 'dispute'] });
    const delivered = await send(t, photographer, 'POST', `/api/shoot-bookings/${booking.id}/deliver`, { link: 'https://fotos.example.com/ensaio', note: '' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().booking.auto_release_at).not.toBeNull();
    const confirmed = await send(t, contractor, 'POST', `/api/shoot-bookings/${booking.id}/confirm`);
    expect(confirmed.json().booking).toMatchObject({ status: 'completed', platform_fee_cents: 8_000, photographer_net_cents: 72_000 });

    expect(await wallet(photographer)).toBe(photographerBefore + 72_000);
    expect(await escrow(booking.id)).toBe(0);
    expect(await ledgerTotal(db())).toBe(0);
    const steps = await db().select().from(hiringTransitions).where(eq(hiringTransitions.entityId, booking.id));
    expect(steps.map((step) => step.action).sort()).toEqual(['accept', 'confirm', 'deliver', 'pay']);
    // The admin sees it; the buyer's list has it.
    expect((await send(t, admin, 'GET', `/api/shoot-bookings/${booking.id}`)).json().booking.role).toBe('admin');
    const mine = await send(t, contractor, 'GET', '/api/shoot-bookings/mine?role=buyer');
    expect(mine.json().items.map((item: { id: string }) => item.id)).toContain(booking.id);
  });

  it('a retried payment with the same key pays once; another key gets 409', async () => {
    const created = await send(t, model, 'POST', '/api/shoot-bookings', bookingBody(pkg.id));
    const booking = created.json().booking;
    await creditWalletForTest(db(), model.id, booking.total_cents * 2);
    const before = await wallet(model);
    const key = randomUUID();
    expect((await pay(model, booking.id, key)).statusCode).toBe(200);
    expect((await pay(model, booking.id, key)).statusCode).toBe(200);
    expect(await wallet(model)).toBe(before - booking.total_cents);
    expect((await pay(model, booking.id)).json().code).toBe('SHOOT_BOOKING_NOT_PAYABLE');
  });
});
