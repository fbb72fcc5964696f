import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp, openTestAppForFile } from '../../test-support/test-app.ts';
import { createDatabaseProbe, READY_DATABASE_TIMEOUT_MS } from './database-probe.ts';
import { createReadiness } from './readiness.ts';

const t = await openTestAppForFile();

/** A test app on the file's database, whose ping does what `ping` says. */
async function appWithPing(ping: DatabaseHandle['ping']) {
  return createTestApp({ database: { ...t.database, ping, close: async () => {} } });
}

describe('/api/health/live', () => {
  it('answers 200 while the process serves, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stays 200 when the database is down: restarting the process would not bring it back', async () => {
    const broken = await appWithPing(async () => Promise.reject(new Error('connection refused')));
    try {
      expect((await broken.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });
});

describe('/api/health/ready', () => {
  it('answers 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database refuses', async () => {
    const broken = await appWithPing(async () => Promise.reject(new Error('connection refused')));
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'database' });
    } finally {
      await broken.app.close();
    }
  });

  it('answers 503 within its timeout when the database hangs', async () => {
    const hung = await appWithPing(() => new Promise<void>(() => {}));
    try {
      const began = Date.now();
      const res = await hung.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'database' });
      expect(Date.now() - began).toBeGreaterThanOrEqual(READY_DATABASE_TIMEOUT_MS - 50);
      expect(Date.now() - began).toBeLessThan(READY_DATABASE_TIMEOUT_MS + 3000);
    } finally {
      await hung.app.close();
    }
  });

  it('answers 503 from the moment shutdown starts, while /api/health and /live still answer 200', async () => {
    const readiness = createReadiness();
    const closing = await createTestApp({ database: t.database, deps: { readiness } });
    try {
      expect((await closing.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      readiness.markShuttingDown();
      const res = await closing.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'shutting-down' });
      expect((await closing.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await closing.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await closing.app.close();
    }
  });
});

describe('database probe', () => {
  it('shares one round-trip among the checks that arrive while it is pending, then pings again', async () => {
    let pings = 0;
    let answer: () => void = () => {};
    const probe = createDatabaseProbe(
      () => {
        pings += 1;
        return new Promise<void>((resolve) => (answer = resolve));
      },
      () => {},
    );
    const checks = [probe(), probe(), probe()];
    answer();
    expect(await Promise.all(checks)).toEqual([true, true, true]);
    expect(pings).toBe(1);
    const next = probe();
    answer();
    expect(await next).toBe(true);
    expect(pings).toBe(2);
  });

  it('reports the failure once and answers false', async () => {
    const failures: unknown[] = [];
    const probe = createDatabaseProbe(
      async () => Promise.reject(new Error('down')),
      (error) => failures.push(error),
    );
    expect(await Promise.all([probe(), probe()])).toEqual([false, false]);
    expect(failures).toHaveLength(1);
  });
});
