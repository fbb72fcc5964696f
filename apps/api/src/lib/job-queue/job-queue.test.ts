import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTransactionRunner } from '../../db/transaction.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import type { JobQueue } from './job-queue.ts';
import { createPgBossJobQueue } from './pg-boss-job-queue.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let database: DatabaseHandle;
let jobs: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createPgBossJobQueue({ database, logger, schedules: false, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`the job queue on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs an enqueued job once, with its payload, soon after it is written', async () => {
    const seen: unknown[] = [];
    await jobs.work<{ n: number }>('test.once', async (payload) => void seen.push(payload));
    const started = Date.now();
    const id = await jobs.enqueue('test.once', { n: 1 });
    expect(id).toEqual(expect.any(String));
    await jobs.drain();
    expect(seen).toEqual([{ n: 1 }]);
    // Woken by LISTEN/NOTIFY, not by the next poll.
    expect(Date.now() - started).toBeLessThan(2000);
    await sleep(600);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('writes a job in the caller’s transaction: rolled back, it never runs; committed, it does', async () => {
    const seen: string[] = [];
    await jobs.work<{ label: string }>('test.tx', async ({ label }) => void seen.push(label));
    const runInTransaction = createTransactionRunner(database.db);
    await expect(
      runInTransaction(async (tx) => {
        await jobs.enqueue('test.tx', { label: 'desfeito' }, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await runInTransaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await jobs.enqueue('test.tx', { label: 'gravado' }, { tx });
    });
    await jobs.drain();
    await sleep(600);
    expect(seen).toEqual(['gravado']);
  });

  it('retries a failing job until it succeeds, and stops there', async () => {
    let attempts = 0;
    const retryCounts: number[] = [];
    await jobs.work(
      'test.flaky',
      async (_payload, attempt) => {
        attempts += 1;
        retryCounts.push(attempt.retryCount);
        if (attempts <= 2) throw new Error(`falha ${attempts}`);
      },
      { retryLimit: 5 },
    );
    await jobs.enqueue('test.flaky', {});
    await jobs.drain();
    await sleep(1500);
    expect(attempts).toBe(3);
    expect(retryCounts).toEqual([0, 1, 2]);
  });

  it('gives up after the retry limit', async () => {
    let attempts = 0;
    await jobs.work(
      'test.hopeless',
      async () => {
        attempts += 1;
        throw new Error('sempre falha');
      },
      { retryLimit: 1 },
    );
    await jobs.enqueue('test.hopeless', {});
    await jobs.drain();
    await sleep(1500);
    expect(attempts).toBe(2);
  });

  it('keeps one waiting job per key on a unique queue', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    await jobs.work<{ k: string }>(
      'test.unique',
      async ({ k }) => {
        runs.push(k);
        await gate;
      },
      { unique: true },
    );
    const first = await jobs.enqueue('test.unique', { k: 'a1' }, { singletonKey: 'a' });
    await expect.poll(() => runs.length).toBe(1);
    // One running and one waiting for key a; a third is dropped. Key b is its own.
    const second = await jobs.enqueue('test.unique', { k: 'a2' }, { singletonKey: 'a' });
    const third = await jobs.enqueue('test.unique', { k: 'a3' }, { singletonKey: 'a' });
    const other = await jobs.enqueue('test.unique', { k: 'b1' }, { singletonKey: 'b' });
    expect([first, second, third, other].map((id) => id !== null)).toEqual([true, true, false, true]);
    release();
    await jobs.drain();
    expect(runs.toSorted()).toEqual(['a1', 'a2', 'b1']);
  });

  it('holds a job for later until its time', async () => {
    const ranAt: number[] = [];
    await jobs.work('test.later', async () => void ranAt.push(Date.now()));
    const at = Date.now() + 1500;
    await jobs.enqueue('test.later', {}, { startAfter: new Date(at) });
    await sleep(1000);
    expect(ranAt).toEqual([]);
    await expect.poll(() => ranAt.length, { timeout: 5000 }).toBe(1);
    expect(ranAt[0]).toBeGreaterThanOrEqual(at - 50);
  });

  it('discards the jobs whose payload matches', async () => {
    const runs: string[] = [];
    await jobs.work<{ to: string }>('test.discard', async ({ to }) => void runs.push(to));
    await jobs.enqueue('test.discard', { to: 'ana@exemplo.com.br' }, { startAfter: 60 });
    await jobs.enqueue('test.discard', { to: 'bia@exemplo.com.br' }, { startAfter: 60 });
    expect(await jobs.discard('test.discard', { to: 'ana@exemplo.com.br' })).toBe(1);
    expect(await jobs.discard('test.discard', { to: 'ana@exemplo.com.br' })).toBe(0);
  });
});

describe('stopping', () => {
  it('waits for the job in flight to finish, and then takes no more', async () => {
    const queue = createPgBossJobQueue({
      database,
      logger,
      schedules: false,
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 0.5,
      schema: 'jobs_stop',
    });
    const finished: string[] = [];
    let startedRun = false;
    await queue.work<{ n: string }>('test.slow', async ({ n }) => {
      startedRun = true;
      await sleep(800);
      finished.push(n);
    });
    await queue.start();
    await queue.enqueue('test.slow', { n: 'primeiro' });
    await expect.poll(() => startedRun).toBe(true);
    await queue.stop();
    expect(finished).toEqual(['primeiro']);
    await expect(queue.enqueue('test.slow', { n: 'depois' })).rejects.toThrow(/not started/);
  });
});
