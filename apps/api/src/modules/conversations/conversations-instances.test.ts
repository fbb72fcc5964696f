import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIVE_UPDATES_PATH } from '@passarela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../../config/test-database.ts';
import { readEventStream, until } from '../../test-support/event-stream-reader.ts';
import { httpPeople } from '../../test-support/http-people.ts';
import { freePort, type ServerProcess, serverDatabase, startServerProcess } from '../../test-support/server-process.ts';

/**
 * A message sent through one app process reaches a reader connected to another (docs/architecture.md
 * "Live updates"): two real server processes on one PostgreSQL database, the model's page streaming
 * from the second while the contractor writes through the first. PostgreSQL only: the embedded
 * database belongs to one process.
 */

const dataDirs: string[] = [];
let database: Awaited<ReturnType<typeof serverDatabase>>;
let first: ServerProcess | null = null;
let second: ServerProcess | null = null;

/**
 * Both share one DATA_DIR, as instances share a volume: the job queue lets either send a sign-up's
 * confirmation, so the development outbox it lands in must be the same for both.
 */
async function startInstance(shared: Record<string, string>, dataDir: string): Promise<ServerProcess> {
  return startServerProcess({ ...shared, PORT: String(await freePort()), DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build') }, { readyTimeoutMs: 40_000 });
}

/** Why the suite below did not run, in the run's output (skipped, by name) and on the console: never silently. */
const skippedWithoutPostgres = 'needs TEST_DATABASE_URL (a PostgreSQL server): two processes cannot share the embedded database';
if (!testDatabaseServerUrl) console.warn(`conversations-instances.test.ts: skipped, ${skippedWithoutPostgres}`);
describe.skipIf(testDatabaseServerUrl)('conversations across two app processes (without PostgreSQL)', () => {
  it.skip(skippedWithoutPostgres, () => {});
});

describe.runIf(testDatabaseServerUrl)('conversations across two app processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await serverDatabase();
    const shared = { NODE_ENV: 'development', SEED_DEMO: 'false', AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', ...database.env };
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-instances-'));
    dataDirs.push(dataDir);
    // One after the other, as a rolling deploy starts them: the first migrates.
    first = await startInstance(shared, dataDir);
    second = await startInstance(shared, dataDir);
  }, 90_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('the model’s page on the second process hears the contractor’s message sent through the first', async () => {
    const viaFirst = httpPeople(() => first?.url ?? '');
    const viaSecond = httpPeople(() => second?.url ?? '');
    const model = await viaFirst.signUpConfirmed();
    const contractor = await viaFirst.signUpConfirmed({
      userType: 'contractor',
      model_type: undefined,
      model_physical_type: undefined,
      gender: undefined,
      model_characteristics: [],
      work_interests: [],
    });
    const session = (await (await viaSecond.send('GET', '/api/auth/session', model.cookie)).json()) as { user: { profile_slug: string } };

    const stream = await readEventStream(`${second?.url}${LIVE_UPDATES_PATH}`, { cookie: model.cookie });
    expect(stream.response.status).toBe(200);
    // Subscribed already: the server subscribes in the same tick it sends the headers fetch waited for.

    const sent = await viaFirst.send('POST', '/api/conversations', contractor.cookie, {
      subject: { kind: 'profile', slug: session.user.profile_slug },
      body: 'Olá! Tem agenda em março? Meu zap é 11 98765-4321.',
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { conversation_id: conversationId } = (await sent.json()) as { conversation_id: string };

    await until(() => stream.received.some((event) => event.event === 'conversation.message'), 15_000);
    expect(stream.received.find((event) => event.event === 'conversation.message')?.data).toEqual({
      type: 'conversation.message',
      data: { conversation_id: conversationId },
    });
    const unread = (await (await viaSecond.send('GET', '/api/conversations/unread-count', model.cookie)).json()) as { count: number };
    expect(unread.count).toBe(1);
    const messages = (await (await viaSecond.send('GET', `/api/conversations/${conversationId}/messages`, model.cookie)).json()) as { items: { body: string }[] };
    expect(messages.items[0]?.body).toBe('Olá! Tem agenda em março? Meu zap é [contato oculto até o pagamento].');
    await stream.close();
  }, 90_000);
});
