import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import type { JobQueue } from './job-queue.ts';
import { createPgBossJobQueue } from './pg-boss-job-queue.ts';

// A backlog with no new writes behind it (the end of a burst, or the jobs of a PostgreSQL outage
// whose NOTIFYs were lost) must drain at the speed of the handlers, not at one job per polling
// interval (bench/cluster saw ~1,900 emails still queued 180 s after the load). The intervals here
// are the slow ones of production, so only the queue's own loop can make the drain fast.
const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let database: DatabaseHandle;
let jobs: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createPgBossJobQueue({ database, logger, schedules: false, pollingIntervalSeconds: 30, notifyPollingIntervalSeconds: 30 });
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe(`a backlog on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('drains without waiting for the polling interval after each job, running each job once', async () => {
    const first = gate();
    const seen: number[] = [];
    await jobs.work<{ n: number }>('test.backlog', async ({ n }) => {
      // The first job holds its worker until the whole backlog is written: afterwards no NOTIFY
      // comes to wake it, as when the load has stopped.
      if (n === 0) await first.opened;
      seen.push(n);
    });
    await jobs.enqueue('test.backlog', { n: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let n = 1; n <= 20; n++) await jobs.enqueue('test.backlog', { n });
    const began = Date.now();
    first.open();
    await jobs.drain(8_000);
    expect(Date.now() - began).toBeLessThan(8_000);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, n) => n));
  });

  it('runs a queue’s jobs side by side, up to its workers, each once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await jobs.work<{ n: number }>(
      'test.side-by-side',
      async ({ n }) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 150));
        running -= 1;
        seen.push(n);
      },
      { workers: 3 },
    );
    await Promise.all(Array.from({ length: 9 }, (_, n) => jobs.enqueue('test.side-by-side', { n })));
    await jobs.drain(8_000);
    expect(most).toBe(3);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 9 }, (_, n) => n));
  });
});
