import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { ConstructorOptions, JobWithMetadata, PgBoss, Queue, SendOptions } from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { EnqueueOptions, JobHandler, JobQueue, QueueOptions } from './job-queue.ts';

export interface PgBossJobQueueOptions {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /**
   * Runs the cron monitor and applies `schedule()` (default true). Tests turn it off unless they
   * test schedules: a refresh every minute would race the assertions of other tests.
   */
  schedules?: boolean;
  /**
   * Seconds between two looks for due jobs (retries, jobs whose start time came) while LISTEN/NOTIFY
   * wakes the workers for every new job (default 10: also the longest a queue waits when the
   * listening connection is lost and being re-established, e.g. across a PostgreSQL restart), and
   * without it (default 2: the listener could not be set up, so new jobs wait at most that long).
   */
  notifyPollingIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  /** Tests only: every queue retries after this many seconds, without backoff. */
  retryDelaySeconds?: number;
  /**
   * pg-boss's schema (default `pgboss`). Instances of one deployment share it; tests give each app
   * its own, so two apps on one database with different mailers do not send each other's emails.
   */
  schema?: string;
  /** Tests only: how often each instance looks for due cron occurrences and forwards them (pg-boss: 30 s and 5 s). */
  cronIntervalSeconds?: number;
  /** How long stop() waits for running jobs before giving up on them (they are retried later). */
  stopTimeoutMs?: number;
}

/** Finished as far as drain() is concerned: nothing more will happen to the job by itself. */
const settledStates = new Set(['completed', 'failed', 'cancelled']);

/** The pg pool drizzle's node-postgres database runs on (as db/migrate.ts reads it). */
function poolOf(handle: DatabaseHandle): pg.Pool {
  return (handle.db as unknown as { $client: pg.Pool }).$client;
}

function pgliteOf(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

/**
 * How pg-boss reaches the database. PostgreSQL: a small pool of its own on the same server
 * (workers poll there, one connection LISTENs, so the app's pool keeps its 10 for requests).
 * PGlite: the app's own instance through pg-boss's PGlite adapter, whose LISTEN/NOTIFY works in
 * process; the instance queues pg-boss's statements between the app's as it does every query.
 */
function connectionOf(handle: DatabaseHandle, lib: PgBossLibrary): ConstructorOptions {
  if (handle.driver === 'pglite') return { db: lib.fromPglite(pgliteOf(handle)), backend: 'pglite' };
  const { connectionString } = poolOf(handle).options;
  if (!connectionString) throw new Error('the PostgreSQL pool has no connection string for the job queue');
  return { connectionString, max: 3, application_name: 'passarela-jobs' };
}

function queueSettings(options: QueueOptions, retryDelayForTests: number | undefined): Omit<Queue, 'name'> {
  return {
    policy: options.unique ? 'stately' : 'standard',
    notify: true,
    retryLimit: options.retryLimit ?? 3,
    retryDelay: retryDelayForTests ?? options.retryDelaySeconds ?? 30,
    retryBackoff: retryDelayForTests ? false : (options.retryBackoff ?? true),
    ...(options.retryDelayMaxSeconds && !retryDelayForTests ? { retryDelayMax: options.retryDelayMaxSeconds } : {}),
    deleteAfterSeconds: options.keepFinishedSeconds ?? 7 * 24 * 3600,
    expireInSeconds: options.expireInSeconds ?? 15 * 60,
    ...(options.heartbeatSeconds ? { heartbeatSeconds: options.heartbeatSeconds } : {}),
  };
}

type PgBossLibrary = typeof import('pg-boss');

/** pg-boss statements run on the caller's drizzle transaction (PostgreSQL or PGlite alike). */
function inTransaction(lib: PgBossLibrary, tx: Database) {
  return lib.fromDrizzle(tx, sql);
}

function sendOptionsOf(lib: PgBossLibrary, options: EnqueueOptions): SendOptions {
  const send: SendOptions = {};
  if (options.singletonKey !== undefined) send.singletonKey = options.singletonKey;
  if (options.startAfter !== undefined) send.startAfter = options.startAfter;
  if (options.retryLimit !== undefined) send.retryLimit = options.retryLimit;
  // The job's row is written by the caller's transaction: it commits or rolls back with the change.
  if (options.tx) send.db = inTransaction(lib, options.tx);
  return send;
}

/** Due now or within a second: drain() waits for it; a job for later is not waited for. */
function isDueSoon(startAfter: EnqueueOptions['startAfter']): boolean {
  if (startAfter === undefined) return true;
  const at = typeof startAfter === 'number' ? Date.now() + startAfter * 1000 : startAfter.getTime();
  return at <= Date.now() + 1000;
}

interface Declared {
  handler: JobHandler<unknown>;
  options: QueueOptions;
}

/**
 * The job queue on pg-boss (docs/architecture.md "Job queue"), on PostgreSQL and on PGlite alike:
 * pg-boss keeps its jobs in its own schema (`pgboss`), claims each with SKIP LOCKED so one
 * instance runs it, retries failures with backoff, and runs each cron occurrence once across
 * instances (a claimed monitor pass plus a singleton per occurrence).
 */
export function createPgBossJobQueue(options: PgBossJobQueueOptions): JobQueue {
  const { logger } = options;
  const runSchedules = options.schedules ?? true;
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, notifyPollingIntervalSeconds: options.notifyPollingIntervalSeconds ?? 10 };
  // Loaded at start(), as db/client.ts loads the database drivers: building the app costs nothing.
  let lib: PgBossLibrary;
  let boss: PgBoss;
  const createBoss = () =>
    new lib.PgBoss({
      ...connectionOf(options.database, lib),
      ...(options.schema ? { schema: options.schema } : {}),
      schedule: runSchedules,
      ...(options.cronIntervalSeconds
        ? { cronMonitorIntervalSeconds: options.cronIntervalSeconds, cronWorkerIntervalSeconds: options.cronIntervalSeconds }
        : {}),
      useListenNotify: true,
      // How often one instance (each pass is claimed) fails the attempts whose instance died: their
      // heartbeat stopped or they ran past expireInSeconds. pg-boss's 60 s would leave an email
      // that a killed instance held for a minute more before its retry (bench/cluster).
      superviseIntervalSeconds: 10,
      // The app's own log has the events; nothing is written per instance every 30 s.
      registerInstance: false,
      persistWarnings: false,
    });

  const declared = new Map<string, Declared>();
  const schedules = new Map<string, string>();
  /** Jobs this process enqueued and drain() waits for: id -> queue name. */
  const pending = new Map<string, string>();
  const stopping = new AbortController();
  let started = false;

  async function runAttempt(name: string, handler: JobHandler<unknown>, job: JobWithMetadata<unknown>): Promise<void> {
    const attempt = { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit, signal: AbortSignal.any([job.signal, stopping.signal]) };
    try {
      await handler(job.data, attempt);
    } catch (error) {
      // The payload is not logged: emails hold addresses and one-time links.
      const last = job.retryCount >= job.retryLimit;
      logger[last ? 'error' : 'warn'](
        { err: error, job: { queue: name, id: job.id, attempt: job.retryCount + 1, of: job.retryLimit + 1 } },
        last ? 'job failed for good after its last attempt' : 'job attempt failed; it will be retried',
      );
      throw error;
    }
  }

  async function applyQueue(name: string, { handler, options: queueOptions }: Declared): Promise<void> {
    const settings = queueSettings(queueOptions, options.retryDelaySeconds);
    await boss.createQueue(name, settings);
    // createQueue leaves an existing queue as it was: a changed retry policy or heartbeat (a queue
    // that gained one, as email.send did) is applied here; null clears one the code no longer sets.
    const { policy: _policy, retryDelayMax, heartbeatSeconds, ...updatable } = settings;
    await boss.updateQueue(name, { ...updatable, retryDelayMax: retryDelayMax ?? null, heartbeatSeconds: heartbeatSeconds ?? null });
    // `workers` independent loops, each claiming one job at a time (SKIP LOCKED: never the same job).
    for (let i = 0; i < (queueOptions.workers ?? 1); i++) await workOne(name, handler);
  }

  /**
   * One worker loop. pg-boss waits its polling interval after each job unless a NOTIFY came in
   * meanwhile, so a backlog with no new writes (after a burst, or after a PostgreSQL restart when
   * the NOTIFYs of the outage are lost) would go at one job per interval and worker. Waking the
   * worker itself after each job makes it fetch again at once, for as long as fetches return jobs;
   * an empty fetch never reaches the handler, so an idle queue falls back to the polling interval.
   */
  async function workOne(name: string, handler: JobHandler<unknown>): Promise<void> {
    let workerId: string | undefined;
    workerId = await boss.work(name, { includeMetadata: true, batchSize: 1, ...polling }, async ([job]: JobWithMetadata<unknown>[]) => {
      try {
        if (job) await runAttempt(name, handler, job);
      } finally {
        if (workerId) boss.notifyWorker(workerId);
      }
    });
  }

  async function applySchedule(name: string, cron: string): Promise<void> {
    // `once`: occurrences missed while every instance was down are made up by a single run.
    if (runSchedules) await boss.schedule(name, cron, null, { tz: 'UTC', missed: 'once' });
  }

  return {
    async enqueue(name, payload, enqueueOptions = {}) {
      if (!started) throw new Error(`job queue not started: cannot enqueue ${name}`);
      const id = await boss.send(name, payload, sendOptionsOf(lib, enqueueOptions));
      if (id && isDueSoon(enqueueOptions.startAfter)) pending.set(id, name);
      return id;
    },

    async schedule(name, cron) {
      schedules.set(name, cron);
      if (started) await applySchedule(name, cron);
    },

    async work(name, handler, queueOptions = {}) {
      const entry = { handler: handler as JobHandler<unknown>, options: queueOptions };
      declared.set(name, entry);
      if (started) await applyQueue(name, entry);
    },

    async start() {
      const began = performance.now();
      lib = await import('pg-boss');
      boss = createBoss();
      boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
      boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
      await boss.start();
      started = true;
      // Side by side: each is a few round trips, and the app waits for them before it listens.
      await Promise.all([...declared].map(([name, entry]) => applyQueue(name, entry)));
      await Promise.all([...schedules].map(([name, cron]) => applySchedule(name, cron)));
      if (runSchedules) {
        // A schedule no longer declared by this code (renamed, removed) stops firing.
        for (const stale of await boss.getSchedules()) if (!schedules.has(stale.name)) await boss.unschedule(stale.name, stale.key);
      }
      logger.info({ ms: Math.round(performance.now() - began), schedules: runSchedules }, 'job queue started');
    },

    async drain(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const [id, name] of pending) {
          const [job] = await boss.findJobs(name, { id });
          // Gone: rolled back with its transaction, or already removed by retention.
          if (!job || settledStates.has(job.state)) pending.delete(id);
        }
        if (pending.size === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still unfinished after ${timeoutMs} ms: ${[...new Set(pending.values())].join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    async discard(name, payloadMatch, discardOptions = {}) {
      if (!started) throw new Error(`job queue not started: cannot discard from ${name}`);
      const db = discardOptions.tx ? { db: inTransaction(lib, discardOptions.tx) } : {};
      let discarded = 0;
      for (;;) {
        const jobs = await boss.findJobs(name, { data: payloadMatch, limit: 1000, ...db });
        if (jobs.length === 0) return discarded;
        await boss.deleteJob(
          name,
          jobs.map((job) => job.id),
          db,
        );
        discarded += jobs.length;
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      stopping.abort();
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000, close: true });
    },
  };
}
