import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { apiPackageRoot } from '../config/api-package-root.ts';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = path.join(apiPackageRoot, 'drizzle');

/** Arbitrary constant: the advisory-lock id that serialises migrations across app instances. */
const MIGRATION_LOCK_ID = 7_212_024;

/**
 * Applies pending migrations at start-up. On PostgreSQL several instances may start together, so
 * they take turns behind an advisory lock; PGlite has a single process by construction.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // A session-level lock held on one dedicated connection while the migrator runs on others.
  const pool = (handle.db as unknown as { $client: import('pg').Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(handle.db, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
