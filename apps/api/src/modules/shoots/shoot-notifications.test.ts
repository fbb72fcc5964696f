import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, notificationTitle } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test-support/hiring.ts';
import { creditWalletForTest } from '../../test-support/ledger.ts';
import { createMailCapture } from '../../test-support/mail-capture.ts';
import { createHiringCast } from '../../test-support/people.ts';
import { bookingBody, publishedPackage, send } from '../../test-support/shoots.ts';
import { openTestAppForFile } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

/**
 * Every step of a booking tells the right side, in the bell and by email (docs/product.md "Shoots",
 * "Notifications and emails"), and only that side: the one who took a step on her own screen is
 * not told about it. An email follows the person's preferences; the bell always has it.
 */
const mail = createMailCapture();
const t = await openTestAppForFile({ deps: { mailer: mail.mailer } });
const { model: buyer, otherOwner: photographer, admin } = await createHiringCast(t);
const pkg = await publishedPackage(t, photographer);
const service = () => t.app.services.shootBookingsService;
const SHOOTS_LINK = '/dashboard?tab=shoots';
const HOUR = 3_600_000;

type Told = [who: TestPerson, type: string];

/** Runs a step and answers what each side was told by it (the bell's new rows, the new emails). */
async function told(action: () => Promise<unknown>) {
  const seen = async () => new Set([...(await notificationsOf(t, buyer.id)), ...(await notificationsOf(t, photographer.id))].map((row) => row.id));
  const before = await seen();
  const mailsBefore = mail.sent.length;
  await action();
  await t.drainJobs();
  const rows = [...(await notificationsOf(t, buyer.id)), ...(await notificationsOf(t, photographer.id))].filter((row) => !before.has(row.id));
  return { rows, mails: mail.sent.slice(mailsBefore) };
}

/** The step told exactly `expected` (who, type), each with the type's Portuguese title, the link and an email. */
async function expectTold(action: () => Promise<unknown>, expected: Told[], link = SHOOTS_LINK) {
  const { rows, mails } = await told(action);
  const whoOf = (id: string) => (id === buyer.id ? 'buyer' : 'photographer');
  const sideOf = (person: TestPerson) => (person.id === buyer.id ? 'buyer' : 'photographer');
  expect(rows.map((row) => `${whoOf(row.userId)}:${row.type}`).sort()).toEqual(expected.map(([who, type]) => `${sideOf(who)}:${type}`).sort());
  for (const row of rows) {
    expect(row.title).toBe(notificationTitle(row.type as Parameters<typeof notificationTitle>[0]));
    expect(row.link).toBe(link);
    expect(row.body).toMatch(/[ãáéêíóõúç]/);
  }
  for (const [who, type] of expected) {
    const subject = `Passarela: ${notificationTitle(type as Parameters<typeof notificationTitle>[0])}`;
    expect(
      mails.filter((message) => message.to === who.email && message.subject === subject),
      `${type} email to ${sideOf(who)}`,
    ).toHaveLength(1);
  }
  expect(mails).toHaveLength(expected.length);
  return rows;
}

async function booked(startTime = '10:00') {
  const created = await send(t, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id, { start_time: startTime }));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().booking as { id: string; total_cents: number; pay_by: string };
}

async function paid() {
  const booking = await booked();
  await creditWalletForTest(t.database.db, buyer.id, booking.total_cents);
  await expectTold(async () => {
    const res = await send(t, buyer, 'POST', `/api/shoot-bookings/${booking.id}/pay-with-wallet`, {}, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
  }, [[photographer, 'shoot_booked']]);
  return booking;
}

const stepOk = (who: TestPerson, id: string, action: string, body: Record<string, unknown> = {}) => async () => {
  const res = await send(t, who, 'POST', `/api/shoot-bookings/${id}/${action}`, body);
  expect(res.statusCode, res.body).toBe(200);
};

describe('notifications and emails of every booking step', () => {
  it('booked and paid, accepted, delivered, confirmed, then both reviews', async () => {
    const booking = await paid();
    await expectTold(stepOk(photographer, booking.id, 'accept'), [[buyer, 'shoot_accepted']]);
    await expectTold(stepOk(photographer, booking.id, 'deliver', { link: 'https://fotos.example.com/a' }), [[buyer, 'shoot_delivered']]);
    const [released] = await expectTold(stepOk(buyer, booking.id, 'confirm'), [[photographer, 'shoot_released']]);
    expect(released?.body).toContain('liberados na sua carteira');
    const review = (who: TestPerson) => async () => {
      expect((await send(t, who, 'POST', `/api/shoot-bookings/${booking.id}/reviews`, { rating: 5, comment: 'Tudo certo.' })).statusCode).toBe(201);
    };
    await expectTold(review(buyer), [[photographer, 'review_received']], '/dashboard?tab=reviews');
    await expectTold(review(photographer), [[buyer, 'review_received']], '/dashboard?tab=reviews');
  });

  it('declined: the buyer hears of the refund', async () => {
    const booking = await paid();
    const [row] = await expectTold(stepOk(photographer, booking.id, 'decline'), [[buyer, 'shoot_declined']]);
    expect(row?.body).toContain('voltaram para a sua carteira');
  });

  it('expired after 48 h: both sides', async () => {
    const booking = await paid();
    const later = new Date(Date.now() + 49 * HOUR);
    await expectTold(async () => expect(await service().runDeadline({ bookingId: booking.id, step: 'accept' }, later)).toBe(true), [
      [buyer, 'shoot_expired'],
      [photographer, 'shoot_expired'],
    ]);
  });

  it('auto-released 7 days after delivery: both sides', async () => {
    const booking = await paid();
    await expectTold(stepOk(photographer, booking.id, 'accept'), [[buyer, 'shoot_accepted']]);
    await expectTold(stepOk(photographer, booking.id, 'deliver', { note: 'Fotos enviadas por email.' }), [[buyer, 'shoot_delivered']]);
    const later = new Date(Date.now() + 8 * 24 * HOUR);
    await expectTold(async () => expect(await service().runDeadline({ bookingId: booking.id, step: 'release' }, later)).toBe(true), [
      [buyer, 'shoot_released'],
      [photographer, 'shoot_released'],
    ]);
  });

  it('cancelled by the buyer: the photographer is told; by the photographer: the buyer', async () => {
    const first = await paid();
    await expectTold(stepOk(buyer, first.id, 'cancel', { reason: 'Mudei de planos.' }), [[photographer, 'shoot_cancelled']]);
    const second = await paid();
    const [row] = await expectTold(stepOk(photographer, second.id, 'cancel', {}), [[buyer, 'shoot_cancelled']]);
    expect(row?.body).toContain('voltaram para a carteira');
  });

  it('an unpaid hold running out: only the buyer (the photographer never had a paid booking)', async () => {
    const booking = await booked('15:00');
    const after = new Date(new Date(booking.pay_by).getTime() + 1000);
    const [row] = await expectTold(async () => expect(await service().runDeadline({ bookingId: booking.id, step: 'hold' }, after)).toBe(true), [
      [buyer, 'shoot_cancelled'],
    ]);
    expect(row?.body).toContain('o pagamento não foi feito a tempo');
  });

  it('a dispute: the other side is told when it opens, both when an admin decides', async () => {
    const booking = await paid();
    await expectTold(stepOk(photographer, booking.id, 'accept'), [[buyer, 'shoot_accepted']]);
    await expectTold(stepOk(photographer, booking.id, 'dispute', { reason: 'A modelo não compareceu.' }), [[buyer, 'shoot_disputed']]);
    const resolve = async () => {
      const res = await send(t, admin, 'POST', `/api/admin/shoot-bookings/${booking.id}/resolve`, { outcome: 'refund', reason: 'Sem provas da ausência.' });
      expect(res.statusCode, res.body).toBe(200);
    };
    const rows = await expectTold(resolve, [
      [buyer, 'shoot_dispute_resolved'],
      [photographer, 'shoot_dispute_resolved'],
    ]);
    expect(rows.every((row) => row.body.includes('voltaram para a carteira de quem agendou'))).toBe(true);
  });

  it('the buyer turned off "Candidaturas, propostas, contratos e ensaios": the bell still has it, no email', async () => {
    const off = await send(t, buyer, 'PUT', '/api/me/email-preferences', { hiring: false, messages: true, reviews: true, money: true, plan: true });
    expect(off.statusCode, off.body).toBe(200);
    const booking = await paid();
    const { rows, mails } = await told(stepOk(photographer, booking.id, 'decline'));
    expect(rows.map((row) => row.type)).toEqual(['shoot_declined']);
    expect(mails.filter((message) => message.to === buyer.email)).toHaveLength(0);
    await send(t, buyer, 'PUT', '/api/me/email-preferences', { hiring: true, messages: true, reviews: true, money: true, plan: true });
  });
});
