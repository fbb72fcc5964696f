import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDatabaseDriver } from '../test-support/test-database.ts';
import type { Database, DatabaseHandle } from './client.ts';
import * as schema from './schema/index.ts';
import { MAX_PREPARED_SHAPES, statementRunnerFor } from './statement-runner.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table runner_rows (id int primary key, at timestamptz not null, day date not null, label text)`);
  await handle.db.execute(
    sql`insert into runner_rows values (1, '2026-03-01 10:00:00.123456+00', '2026-03-01', 'um'), (2, '2026-03-02 11:30:00+00', '2026-03-02', null)`,
  );
});
afterAll(async () => {
  await handle?.close();
});

const statement = (minId: number) => sql`select id, at, day, label from runner_rows where id >= ${minId} order by id`;

describe(`statement runner (${testDatabaseDriver})`, () => {
  it('answers exactly what db.execute answers, prepared or not: timestamps as PostgreSQL prints them', async () => {
    const runner = statementRunnerFor(handle.db);
    const expected = (await handle.db.execute(statement(1))).rows;
    expect(expected[0]).toMatchObject({ id: 1, label: 'um' });
    expect(String(expected[0]?.at)).toContain('10:00:00.123456');
    for (let run = 0; run < 7; run++) {
      // More than five runs: PostgreSQL switches a prepared statement to its generic plan after five.
      expect(await runner.rows(statement(1), { prepare: true })).toEqual(expected);
      expect(await runner.rows(statement(1), { prepare: false })).toEqual(expected);
    }
    expect(await runner.rows(statement(2), { prepare: true })).toEqual((await handle.db.execute(statement(2))).rows);
  });

  it('is one runner per database, so the cap on prepared shapes is per process', () => {
    expect(statementRunnerFor(handle.db)).toBe(statementRunnerFor(handle.db));
  });
});

describe.runIf(testDatabaseDriver === 'postgres')('statement runner on PostgreSQL', () => {
  /** A database on a one-connection pool: every run meets the statements its earlier runs prepared. */
  function oneConnectionDatabase(): { db: Database; pool: pg.Pool } {
    const { connectionString } = handle.db.$client.options;
    const pool = new pg.Pool({ connectionString, max: 1 });
    return { db: drizzle(pool, { schema }), pool };
  }

  it('keeps a statement prepared under one name per text and sends its values as parameters', async () => {
    const { db, pool } = oneConnectionDatabase();
    try {
      const query = vi.spyOn(pool, 'query');
      const runner = statementRunnerFor(db);
      await runner.rows(statement(1), { prepare: true });
      await runner.rows(statement(2), { prepare: true });
      await runner.rows(statement(1), { prepare: false });
      const configs = query.mock.calls.map(([config]) => config as { name?: string; values?: unknown[] });
      expect(configs[0]?.name).toMatch(/^passarela_/);
      expect(configs[1]?.name).toBe(configs[0]?.name);
      expect(configs[1]?.values).toEqual([2]);
      const { rows } = await pool.query(`select count(*)::int as prepared from pg_prepared_statements where name like 'passarela_%'`);
      expect(rows[0]?.prepared).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it(`prepares at most ${MAX_PREPARED_SHAPES} shapes; further shapes still answer, unprepared`, async () => {
    const { db, pool } = oneConnectionDatabase();
    try {
      const runner = statementRunnerFor(db);
      for (let shape = 0; shape < MAX_PREPARED_SHAPES + 5; shape++) {
        const rows = await runner.rows(sql`select ${sql.raw(String(shape))} as shape, count(*)::int as n from runner_rows`, { prepare: true });
        expect(rows).toEqual([{ shape, n: 2 }]);
      }
      const { rows } = await pool.query(`select count(*)::int as prepared from pg_prepared_statements where name like 'passarela_%'`);
      expect(rows[0]?.prepared).toBe(MAX_PREPARED_SHAPES);
    } finally {
      await pool.end();
    }
  });

  it('still answers when a migration changed a table under a prepared statement', async () => {
    const { db, pool } = oneConnectionDatabase();
    try {
      await pool.query('create table runner_changing (id int)');
      await pool.query('insert into runner_changing values (1)');
      const runner = statementRunnerFor(db);
      const everything = sql`select * from runner_changing`;
      expect(await runner.rows(everything, { prepare: true })).toEqual([{ id: 1 }]);
      await pool.query(`alter table runner_changing add column label text default 'novo'`);
      // PostgreSQL refuses the old prepared statement ("cached plan must not change result type").
      expect(await runner.rows(everything, { prepare: true })).toEqual([{ id: 1, label: 'novo' }]);
      expect(await runner.rows(everything, { prepare: true })).toEqual([{ id: 1, label: 'novo' }]);
    } finally {
      await pool.end();
    }
  });
});
