import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-instance.ts';
import { testDatabaseServerUrl } from '../../config/test-database.ts';
import { loadConfig } from '../../config/env.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { PAYMENT_RECONCILIATION_QUEUE } from '../../modules/payments/payment-reconciliation-schedule.ts';
import { RATING_SUMMARIES_QUEUE } from '../../modules/reviews/rating-summaries.ts';
import { PRO_EXPIRY_REMINDERS_QUEUE } from '../../modules/subscriptions/pro-expiry-reminders.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { createMailCapture } from '../../test-support/mail-capture.ts';
import { serverDatabase } from '../../test-support/server-process.ts';
import { createTestApp, testJobQueue, type TestApp } from '../../test-support/test-app.ts';

/**
 * "Each job runs once across any number of instances" (docs/architecture.md "Job queue"): on
 * PostgreSQL two apps built on the same DATABASE_URL, each with its own mailer, run the schedules
 * and work the queues side by side; on PGlite one app (the embedded database is single-process).
 */
interface Instance {
  app: AppInstance;
  mail: ReturnType<typeof createMailCapture>;
  close(): Promise<void>;
}

const jobQueue = { ...testJobQueue(), schema: 'pgboss', schedules: true, cronIntervalSeconds: 1 };
let instances: Instance[] = [];
let dropDatabase = async () => {};

async function postgresInstance(databaseUrl: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'none') });
  const mail = createMailCapture();
  const logStream = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const app = await buildApp(config, { mailer: mail.mailer, logStream, jobQueue });
  await app.ready();
  return { app, mail, close: () => app.close() };
}

beforeAll(async () => {
  if (testDatabaseServerUrl) {
    const database = await serverDatabase();
    dropDatabase = () => database.drop();
    const url = database.env.DATABASE_URL as string;
    // Both start together, as a deploy starts them: migrations and pg-boss's schema take turns.
    instances = await Promise.all([postgresInstance(url), postgresInstance(url)]);
  } else {
    const mail = createMailCapture();
    const t: TestApp = await createTestApp({ deps: { mailer: mail.mailer, jobQueue } });
    instances = [{ app: t.app, mail, close: () => t.close() }];
  }
}, 120_000);
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await dropDatabase();
});

const drainAll = () => Promise.all(instances.map((instance) => instance.app.services.jobs.drain(30_000)));
const sentTo = (address: string) => instances.flatMap((instance) => instance.mail.to(address));

/** Counts the runs of a service method on every instance. */
function countCalls(pick: (app: AppInstance) => Record<string, unknown>, method: string): () => number {
  let calls = 0;
  for (const { app } of instances) {
    const target = pick(app);
    const original = target[method] as (...args: unknown[]) => Promise<unknown>;
    target[method] = (...args: unknown[]) => {
      calls += 1;
      return original.apply(target, args);
    };
  }
  return () => calls;
}

describe(`jobs across ${testDatabaseServerUrl ? 'two app instances on one PostgreSQL database' : 'the one PGlite app'}`, () => {
  it('sends each enqueued email once, whichever instance wrote it', async () => {
    await drainAll();
    const addresses = instances.map((_, index) => `fila-${index}-${Date.now()}@exemplo.com.br`);
    for (let round = 0; round < 5; round++)
      for (const [index, { app }] of instances.entries())
        await app.services.mailer.send({ to: addresses[index] as string, subject: `Rodada ${round}`, text: 'texto', html: '<p>texto</p>' });
    await drainAll();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const address of addresses)
      expect(
        sentTo(address)
          .map((message) => message.subject)
          .toSorted(),
      ).toEqual([0, 1, 2, 3, 4].map((round) => `Rodada ${round}`));
  });

  it('runs each scheduled job once per occurrence, and the PRO reminder goes out once', { timeout: 150_000 }, async () => {
    const [first] = instances as [Instance];
    const person = await createAccount(first.app);
    const expiresAt = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    await first.app.database.db.update(users).set({ subscriptionType: 'pro', subscriptionExpiresAt: expiresAt }).where(eq(users.id, person.id));
    // The start-up reconciliation and the sign-up email are behind us.
    await drainAll();

    const scheduled = [PAYMENT_RECONCILIATION_QUEUE, PRO_EXPIRY_REMINDERS_QUEUE, RATING_SUMMARIES_QUEUE] as const;
    const { db } = first.app.database;
    // A quiet start: no occurrence fires while the counters are put in place.
    for (const queue of scheduled) await first.app.services.jobs.schedule(queue, '0 0 1 1 *');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await drainAll();
    const runs: Record<(typeof scheduled)[number], () => number> = {
      [PAYMENT_RECONCILIATION_QUEUE]: countCalls((app) => app.services.paymentReconciler, 'reconcile'),
      [PRO_EXPIRY_REMINDERS_QUEUE]: countCalls((app) => app.services.proExpiryReminders, 'send'),
      [RATING_SUMMARIES_QUEUE]: countCalls((app) => app.services.ratingSummariesService, 'refresh'),
    };
    const since = (await db.execute<{ at: string }>(sql`select now()::text as at`)).rows[0]?.at as string;
    // Every minute instead of every 5 minutes / hour / minute: the next occurrence is at most a minute away.
    for (const queue of scheduled) await first.app.services.jobs.schedule(queue, '* * * * *');

    await expect.poll(() => scheduled.every((queue) => runs[queue]() > 0), { timeout: 90_000, interval: 250 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const queue of scheduled) await first.app.services.jobs.schedule(queue, '0 0 1 1 *');
    await new Promise((resolve) => setTimeout(resolve, 3000));

    // pg-boss's own record: each occurrence (a minute slot) forwarded once, each job started once,
    // and the handlers ran exactly as many times as there were occurrences.
    const forwarded = await db.execute<{ queue: string; slots: number; sends: number }>(sql`
      select data->>'name' as queue, count(distinct data->>'slot')::int as slots, count(*)::int as sends
        from pgboss.job where name = '__pgboss__send-it' and created_on >= ${since}::timestamptz group by 1`);
    const started = await db.execute<{ queue: string; jobs: number; retried: number }>(sql`
      select name as queue, count(*)::int as jobs, count(*) filter (where retry_count > 0)::int as retried
        from pgboss.job where name in ${scheduled} and started_on >= ${since}::timestamptz group by 1`);
    for (const queue of scheduled) {
      const slots = forwarded.rows.find((row) => row.queue === queue);
      const jobs = started.rows.find((row) => row.queue === queue);
      expect({ queue, sends: slots?.sends, jobs: jobs?.jobs, retried: jobs?.retried, runs: runs[queue]() }).toEqual({
        queue,
        sends: slots?.slots,
        jobs: slots?.slots,
        retried: 0,
        runs: slots?.slots,
      });
    }

    const reminders = await first.app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person.id), eq(notifications.type, 'pro_expiring')));
    expect(reminders).toHaveLength(1);
    expect(sentTo(person.email).filter((message) => message.subject.includes('PRO'))).toHaveLength(1);
  });
});
