import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/** The pg pool drizzle's node-postgres database runs on: for code that needs a connection of its own (LISTEN). */
export function pgPoolOf(handle: DatabaseHandle): pg.Pool {
  return (handle.db as unknown as { $client: pg.Pool }).$client;
}

/** The embedded database's one PGlite instance. */
export function pgliteOf(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}
