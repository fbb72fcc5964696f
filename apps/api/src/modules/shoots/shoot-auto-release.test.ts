import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, shootBookings } from '../../db/schema/index.ts';
import { notificationsOf } from '../../test-support/hiring.ts';
import { creditWalletForTest, ledgerBalance, ledgerTotal } from '../../test-support/ledger.ts';
import { createPerson } from '../../test-support/people.ts';
import { bookingBody, publishedPackage, send } from '../../test-support/shoots.ts';
import { createTestApp, testJobQueue } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { SHOOT_DEADLINE_QUEUE } from './shoot-deadline-jobs.ts';

/**
 * The 7-day auto-release runs once across instances (docs/architecture.md "Job queue"): two apps,
 * each with its own job queue workers, on one database and one queue schema, both handed the due
 * job; the booking's row lock and the ledger's references let exactly one of them act.
 */
const database = await createTestDatabase();
const jobQueue = testJobQueue();
const first = await createTestApp({ database, deps: { jobQueue } });
const second = await createTestApp({ database, deps: { jobQueue } });
afterAll(async () => {
  await second.close();
  await first.close();
  await database.close();
});

const db = () => database.db;
const buyer = await createPerson(first, 'model', { firstName: 'Bia' });
const photographer = await createPerson(first, 'photographer', { firstName: 'Paula' });

describe('automatic release 7 days after delivery', () => {
  it('runs once with two job-queue instances, even when each is handed the job', async () => {
    const pkg = await publishedPackage(first, photographer);
    const created = await send(first, buyer, 'POST', '/api/shoot-bookings', bookingBody(pkg.id));
    const booking = created.json().booking;
    await creditWalletForTest(db(), buyer.id, booking.total_cents);
    expect((await send(first, buyer, 'POST', `/api/shoot-bookings/${booking.id}/pay-with-wallet`, {}, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() })).statusCode).toBe(200);
    expect((await send(second, photographer, 'POST', `/api/shoot-bookings/${booking.id}/accept`)).statusCode).toBe(200);
    const delivered = await send(first, photographer, 'POST', `/api/shoot-bookings/${booking.id}/deliver`, { note: 'Fotos enviadas por email.' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const releaseAt = new Date(delivered.json().booking.auto_release_at);
    expect(releaseAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);

    // Seven days pass: the deadline is now, and both instances get the job (twice each).
    await db().update(shootBookings).set({ autoReleaseAt: new Date(Date.now() - 1000) }).where(eq(shootBookings.id, booking.id));
    let acted = 0;
    for (const app of [first, second]) {
      const service = app.app.services.shootBookingsService;
      const original = service.runDeadline.bind(service);
      service.runDeadline = async (...args) => {
        const result = await original(...args);
        if (result) acted += 1;
        return result;
      };
    }
    const photographerBefore = await ledgerBalance(db(), { kind: 'user_wallet', userId: photographer.id });
    for (const app of [first, second, first, second]) {
      await app.app.services.jobs.enqueue(SHOOT_DEADLINE_QUEUE, { bookingId: booking.id, step: 'release' });
    }
    await Promise.all([first.drainJobs(), second.drainJobs()]);

    const [row] = await db().select().from(shootBookings).where(eq(shootBookings.id, booking.id));
    expect(row?.status).toBe('completed');
    expect(acted).toBe(1);
    const releases = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.shootBookingId, booking.id));
    expect(releases.map((transfer) => transfer.kind).sort()).toEqual(['platform_fee', 'shoot_payment', 'shoot_release']);
    expect(await ledgerBalance(db(), { kind: 'user_wallet', userId: photographer.id })).toBe(photographerBefore + booking.total_cents * 0.9);
    expect(await ledgerTotal(db())).toBe(0);
    expect(await notificationsOf(first, photographer.id, 'shoot_released')).toHaveLength(1);
  });
});
