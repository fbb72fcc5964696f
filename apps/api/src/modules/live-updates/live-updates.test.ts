import { LIVE_UPDATES_PATH } from '@passarela/shared';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../../config/test-database.ts';
import { openDatabase } from '../../db/client.ts';
import { pgPoolOf } from '../../db/driver-clients.ts';
import { createTransactionRunner } from '../../db/transaction.ts';
import { RESYNC_EVENT_TYPE, userTopic } from '../../lib/live-events/live-events.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { readEventStream, until } from '../../test-support/event-stream-reader.ts';
import { actAs, createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Live updates (docs/architecture.md "Live updates"): a signed-in page's Server-Sent Events stream
 * hears what the instance that took another request published, through the database. On PostgreSQL
 * two app instances share one database, each with its own pool and LISTEN connection: the reader is
 * on one, the change happens on the other. On PGlite one app does both.
 */

const first = await createTestApp();
const second: TestApp = testDatabaseServerUrl
  ? await createTestApp({ database: await openDatabase({ databaseUrl: pgPoolOf(first.database).options.connectionString, dataDir: '/nonexistent' }) })
  : first;
const readerApp = second;
const writerApp = first;
afterAll(async () => {
  if (second !== first) {
    await second.close();
    await second.database.close();
  }
  await first.close();
});

const baseUrlOf = async (t: TestApp) => {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const listening = t.app.server.address();
  if (!listening || typeof listening !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${listening.port}`;
};

/** Opens the stream as `userId` on the reader's instance and collects its events until closed. */
async function openStream(userId: string) {
  return readEventStream(`${await baseUrlOf(readerApp)}${LIVE_UPDATES_PATH}`, actAs('model', userId));
}

/** Subscribed on the reader's instance: resolves once a stream for `userId` is listening there. */
const streamOpen = (count: number) => until(() => readerApp.app.services.eventStreams.count() >= count);

describe(`live updates (${testDatabaseServerUrl ? 'two instances on one PostgreSQL database' : 'PGlite'})`, () => {
  it('tells the reader of a notification stored through the other instance, and nobody else', async () => {
    const reader = await openStream('00000000-0000-4000-8000-000000000001');
    const bystander = await openStream('00000000-0000-4000-8000-000000000002');
    expect(reader.response.status).toBe(200);
    expect(reader.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await streamOpen(2);

    await writerApp.app.services.liveEvents.publish({ topic: userTopic('00000000-0000-4000-8000-000000000001'), type: 'notification', data: {} });
    await until(() => reader.received.length === 1);
    expect(reader.received).toEqual([{ event: 'notification', data: { type: 'notification', data: {} } }]);
    // Give a wrongly delivered event the time to arrive before saying it did not.
    await writerApp.app.services.liveEvents.publish({ topic: userTopic('00000000-0000-4000-8000-000000000001'), type: 'notification', data: {} });
    await until(() => reader.received.length === 2);
    expect(bystander.received).toEqual([]);
    await reader.close();
    await bystander.close();
    await until(() => readerApp.app.services.eventStreams.count() === 0);
  });

  it("a stored notification (the bell) is heard at once by the recipient's open page", async () => {
    const model = await createAccount(writerApp.app);
    const reader = await openStream(model.id);
    await streamOpen(1);
    await writerApp.app.services.notifier.notify({ userId: model.id, type: 'payment_approved', title: 'Pagamento aprovado', body: 'R$ 10,00 na carteira.', link: '/dashboard?tab=wallet' });
    await until(() => reader.received.length === 1);
    expect(reader.received[0]?.event).toBe('notification');
    await reader.close();
  });

  it('publishes inside a transaction only if it commits', async () => {
    const reader = await openStream('00000000-0000-4000-8000-000000000003');
    await streamOpen(1);
    const { liveEvents } = writerApp.app.services;
    const topic = userTopic('00000000-0000-4000-8000-000000000003');
    const runInTransaction = createTransactionRunner(writerApp.database.db);
    await runInTransaction(async (tx) => {
      await liveEvents.publish({ topic, type: 'notification', data: { id: 'rolled-back' } }, tx);
      throw new Error('roll back');
    }).catch(() => undefined);
    await runInTransaction((tx) => liveEvents.publish({ topic, type: 'notification', data: { id: 'committed' } }, tx));
    await until(() => reader.received.length >= 1);
    await liveEvents.publish({ topic, type: 'notification', data: { id: 'after' } });
    await until(() => reader.received.length >= 2);
    expect(reader.received.map((event) => event.data.data.id)).toEqual(['committed', 'after']);
    await reader.close();
  });

  it('answers 406 to a reader that did not ask for a stream, and 401 to a guest', async () => {
    const asJson = await readerApp.app.inject({ method: 'GET', url: LIVE_UPDATES_PATH, headers: actAs('model') });
    expect(asJson.statusCode).toBe(406);
    expect(asJson.json()).toMatchObject({ code: 'NOT_ACCEPTABLE' });
    const guest = await readerApp.app.inject({ method: 'GET', url: LIVE_UPDATES_PATH, headers: { accept: 'text/event-stream' } });
    expect(guest.statusCode).toBe(401);
  });

  it.runIf(testDatabaseServerUrl)('after PostgreSQL drops its LISTEN connection, reconnects, says resync, and delivers again', async () => {
    const reader = await openStream('00000000-0000-4000-8000-000000000004');
    await streamOpen(1);
    await readerApp.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'passarela-live-events' and datname = current_database()`,
    );
    await until(() => reader.received.some((event) => event.event === RESYNC_EVENT_TYPE), 15_000);
    await writerApp.app.services.liveEvents.publish({ topic: userTopic('00000000-0000-4000-8000-000000000004'), type: 'notification', data: {} });
    await until(() => reader.received.some((event) => event.event === 'notification'));
    await reader.close();
  });

  it('ends open streams when the app closes, so a shutdown is not held', async () => {
    const spare = await createTestApp();
    await spare.app.listen({ port: 0, host: '127.0.0.1' });
    const address = spare.app.server.address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    const response = await fetch(`http://127.0.0.1:${address.port}${LIVE_UPDATES_PATH}`, { headers: { ...actAs('model'), accept: 'text/event-stream' } });
    const body = response.text();
    await until(() => spare.app.services.eventStreams.count() === 1);
    await spare.close();
    await expect(body).resolves.toContain('retry: 3000');
  });
});
