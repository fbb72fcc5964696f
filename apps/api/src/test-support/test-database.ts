import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseServerUrl } from '../config/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/**
 * A fresh, migrated database for one test file: its own database on the PostgreSQL server when
 * TEST_DATABASE_URL is set (dropped afterwards), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!testDatabaseServerUrl) {
    const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '/nonexistent' });
    await runMigrations(handle);
    return handle;
  }
  const name = `passarela_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseServerUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseServerUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' });
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseServerUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const testDatabaseDriver = testDatabaseServerUrl ? 'postgres' : 'pglite';
