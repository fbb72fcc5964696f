import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

/**
 * Test-only: runs `use` with the test database behind a pool of one connection (and a Drizzle
 * instance over it), so every run of a statement meets the prepared statement its earlier runs left.
 */
export async function onOneConnection<T>(database: Database, use: (pool: pg.Pool, db: Database) => Promise<T>): Promise<T> {
  const { connectionString } = database.$client.options;
  const pool = new pg.Pool({ connectionString, max: 1 });
  try {
    return await use(pool, drizzle(pool, { schema }));
  } finally {
    await pool.end();
  }
}

/**
 * For each named prepared statement of the pool's connection, how many runs PostgreSQL planned for
 * their values and how many ran the one plan it kept. It plans the first five for their values,
 * then keeps one plan or goes on planning: a statement run twelve times that settled reads 5 and 7.
 */
export async function planCounts(pool: pg.Pool, names: readonly string[]): Promise<{ name: string; customPlans: number; genericPlans: number }[]> {
  const { rows } = await pool.query<{ name: string; generic_plans: string; custom_plans: string }>(
    'select name, generic_plans, custom_plans from pg_prepared_statements where name = any($1)',
    [names],
  );
  const plans = (name: string) => rows.find((row) => row.name === name);
  return names.map((name) => ({ name, customPlans: Number(plans(name)?.custom_plans), genericPlans: Number(plans(name)?.generic_plans) }));
}
