import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../../config/test-database.ts';
import { openTestAppForFile } from '../../test-support/test-app.ts';

// A PostgreSQL restart (or a failover of a managed database) drops every connection of the pool.
// The pool must open new ones on the next queries, with no process restart (docs/architecture.md,
// "Lifecycle"). PGlite runs inside the process: nothing to reconnect to.
describe.skipIf(!testDatabaseServerUrl)('after PostgreSQL drops every connection of the server', () => {
  it('turns ready again at once and serves reads, without a restart', async () => {
    const t = await openTestAppForFile();
    // Several pooled connections open and idle, as after some traffic.
    const reads = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/models' })));
    expect(reads.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);

    const name = (await t.database.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]?.name;
    const url = new URL(testDatabaseServerUrl as string);
    url.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    const terminated = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThanOrEqual(1);

    // Ready may answer 503 while the dead connections are noticed; then 200 again, within seconds.
    const statuses: number[] = [];
    const began = Date.now();
    while (Date.now() - began < 10_000) {
      const status = (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
      statuses.push(status);
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((status) => status === 503).length).toBeLessThanOrEqual(3);

    const afterwards = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/models' })));
    expect(afterwards.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: { driver: 'postgres' } });
  });

  it('fails only the queries in flight when their connections are terminated, and the process lives on', async () => {
    const t = await openTestAppForFile();
    // A client emitting 'error' with no listener throws out of the socket's event handler: the
    // process would end (bench/cluster saw it on a PostgreSQL restart). Recorded here to be asserted.
    const uncaught: unknown[] = [];
    const record = (error: unknown) => void uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const name = (await t.database.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]?.name;
      // Checked out from the pool while PostgreSQL drops them: one running a statement, one inside
      // a transaction between two statements (a request's money transfer).
      const sleeping = t.database.db.execute(sql`select pg_sleep(5)`);
      let betweenStatements = () => {};
      const terminatedMeanwhile = new Promise<void>((resolve) => (betweenStatements = resolve));
      const transaction = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await terminatedMeanwhile;
        await tx.execute(sql`select 2`);
      });
      const settled = Promise.allSettled([sleeping, transaction]);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const url = new URL(testDatabaseServerUrl as string);
      url.pathname = `/${name}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      const terminated = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name <> 'passarela-jobs'",
      );
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThanOrEqual(2);
      // Let the connections' errors and ends reach the clients before the transaction goes on.
      await new Promise((resolve) => setTimeout(resolve, 300));
      betweenStatements();

      const [sleepOutcome, transactionOutcome] = await settled;
      expect(sleepOutcome.status).toBe('rejected');
      expect(transactionOutcome.status).toBe('rejected');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toEqual([]);

      const afterwards = await t.app.inject({ method: 'GET', url: '/api/models' });
      expect(afterwards.statusCode).toBe(200);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
