import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';

const run = promisify(execFile);

function adminUrlOf(databaseUrl: string): { adminUrl: string; name: string } {
  const url = new URL(databaseUrl);
  const name = url.pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_CLUSTER_DATABASE_URL: unexpected database name "${name}"`);
  url.pathname = '/postgres';
  return { adminUrl: url.toString(), name };
}

async function asAdmin(databaseUrl: string, statement: (name: string) => string): Promise<void> {
  const { adminUrl, name } = adminUrlOf(databaseUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement(name));
  } finally {
    await admin.end();
  }
}

/** A fresh, empty database with every migration applied once (README "Running in production": migrate, then start). */
export async function createMigratedDatabase(databaseUrl: string): Promise<void> {
  await asAdmin(databaseUrl, (name) => `drop database if exists ${name} with (force)`);
  await asAdmin(databaseUrl, (name) => `create database ${name}`);
  const handle = await openDatabase({ databaseUrl, dataDir: '/nonexistent' });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}

export const dropDatabase = (databaseUrl: string) => asAdmin(databaseUrl, (name) => `drop database if exists ${name} with (force)`);

/**
 * Restarts the PostgreSQL server the database lives on (every connection of every instance is
 * cut), with Debian's pg_ctlcluster for the cluster on the URL's port, or the service otherwise.
 * Answers when the server accepts connections again.
 */
export async function restartPostgres(databaseUrl: string): Promise<void> {
  const port = new URL(databaseUrl).port || '5432';
  const clusters = await run('pg_lsclusters', ['--no-header']).catch(() => undefined);
  const cluster = clusters?.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2] === port);
  if (cluster?.[0] && cluster[1]) await run('pg_ctlcluster', [cluster[0], cluster[1], 'restart']);
  else await run('service', ['postgresql', 'restart']);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
