import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { creditWalletForTest } from '../../test-support/ledger.ts';
import { createPerson, openHiringTestApp } from '../../test-support/people.ts';
import { bookingBody, publishedPackage, send } from '../../test-support/shoots.ts';

const { t, model: buyer, otherOwner: photographer } = await openHiringTestApp();
const stranger = await createPerson(t, 'model', { firstName: 'Zoe' });
const pkg = await publishedPackage(t, photographer);

async function completedBooking(): Promise<string> {
  const created = await send(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id));
  const booking = created.json().booking;
  await creditWalletForTest(t.database.db, buyer.id, booking.total_cents);
  await send(t, buyer, 'POST', `/api/shoot-bookings/${booking.id}/pay-with-wallet`, {}, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
  await send(t, photographer, 'POST', `/api/shoot-bookings/${booking.id}/accept`);
  await send(t, photographer, 'POST', `/api/shoot-bookings/${booking.id}/deliver`, { link: 'https://fotos.example.com/a' });
  expect((await send(t, buyer, 'POST', `/api/shoot-bookings/${booking.id}/confirm`)).json().booking.status).toBe('completed');
  return booking.id;
}

describe('reviews after a shoot', () => {
  it('are double-blind: hidden until both sides reviewed, then visible, and rate the photographer', async () => {
    const id = await completedBooking();
    expect((await send(t, stranger, 'POST', `/api/shoot-bookings/${id}/reviews`, { rating: 1 })).statusCode).toBe(404);
    expect((await send(t, buyer, 'POST', '/api/shoot-bookings/nao-e-uuid/reviews', { rating: 5 })).statusCode).toBe(404);
    const byBuyer = await send(t, buyer, 'POST', `/api/shoot-bookings/${id}/reviews`, { rating: 5, comment: 'Fotos lindas!' });
    expect(byBuyer.statusCode, byBuyer.body).toBe(201);
    expect(byBuyer.json().review.contract).toEqual({ id, title: 'Book fotográfico — 2 h, 3 looks' });
    expect((await send(t, buyer, 'POST', `/api/shoot-bookings/${id}/reviews`, { rating: 4 })).json()).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: 'Você já avaliou este ensaio.',
    });
    // The photographer cannot see it yet.
    const before = await send(t, photographer, 'GET', `/api/shoot-bookings/${id}/reviews`);
    expect(before.json()).toMatchObject({ mine: null, theirs: null, can_review: true });
    expect((await send(t, null, 'GET', `/api/profiles/${photographer.slug}/reviews`)).json().summary.count).toBe(0);
    expect((await send(t, photographer, 'POST', `/api/shoot-bookings/${id}/reviews`, { rating: 4, comment: 'Ótima modelo.' })).statusCode).toBe(201);
    const after = await send(t, photographer, 'GET', `/api/shoot-bookings/${id}/reviews`);
    expect(after.json().theirs).toMatchObject({ rating: 5, comment: 'Fotos lindas!' });
    expect((await send(t, null, 'GET', `/api/profiles/${photographer.slug}/reviews`)).json().summary).toEqual({ average: 5, count: 1 });
    // The card's rating comes from the copy on the profile.
    const card = (await send(t, null, 'GET', `/api/shoots/${pkg.id}`)).json().package;
    expect(card.photographer.rating).toEqual({ average: 5, count: 1 });
  });

  it('only after the booking completed', async () => {
    const created = await send(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id));
    const early = await send(t, buyer, 'POST', `/api/shoot-bookings/${created.json().booking.id}/reviews`, { rating: 5 });
    // In the shoot's words, not the contract's.
    expect(early.json()).toMatchObject({ code: 'REVIEW_CONTRACT_NOT_COMPLETED', message: 'Você poderá avaliar quando o ensaio for concluído.' });
  });
});
