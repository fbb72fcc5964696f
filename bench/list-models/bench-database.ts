import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bulkLoadDemoPeople } from './bulk-load.ts';

export const BENCH_MODELS = 100_000;
/** About 5,000 contractors and photographers come with the 100,000 models, mixed in by date. */
const BENCH_MODEL_SHARE = 0.95;
const BENCH_SEED = 42;
const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/passarela_bench';

/** Card photos as the demo stores them; the files themselves are not needed to list cards. */
const portraitUrls = Array.from({ length: 24 }, (_, i) => `/media/demo/retrato-${i + 1}-640.webp`);

export interface BenchDatabase {
  handle: DatabaseHandle;
  label: 'PostgreSQL' | 'PGlite';
  /** Runs SQL text with $n parameters on the database, bypassing Drizzle (the floor, the plans). */
  query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/** BENCH_DATABASE_URL names the database to (re)create; it is dropped and created on every run. */
export async function freshPostgres(): Promise<BenchDatabase> {
  const url = new URL(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL);
  const name = url.pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL: unexpected database name "${name}"`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' });
  await runMigrations(handle);
  // A second pool, the size of the app's, for the floor: plain pg, no Drizzle, no Fastify.
  const floorPool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  return {
    handle,
    label: 'PostgreSQL',
    query: (text, params) => floorPool.query(text, params),
    async close() {
      await floorPool.end();
      await handle.close();
    },
  };
}

/** PGlite in a temporary DATA_DIR, as a single-machine install runs it. */
export async function freshPglite(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-bench-list-'));
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  await runMigrations(handle);
  const client = (handle.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  return {
    handle,
    label: 'PGlite',
    query: (text, params) => client.query(text, params),
    async close() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Exactly 100,000 models and about 5,000 contractors and photographers from the demo generator,
 * bulk-loaded (see bulk-load.ts), then ANALYZE so the planner knows the table's size.
 */
export async function seedBenchProfiles(database: BenchDatabase): Promise<{ ms: number; models: number; others: number }> {
  const started = performance.now();
  // Bulk load the usual way: secondary indexes are dropped and rebuilt from their own stored
  // definitions afterwards (one sort instead of 105,000 GIN updates), so they match the migrations.
  // Unique ones stay: the inserter looks slugs up while it goes.
  const { rows: indexes } = await database.query(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('profiles', 'users') and indexdef not like 'CREATE UNIQUE%'`,
    [],
  );
  for (const index of indexes) await database.query(`drop index "${String(index.indexname)}"`, []);
  let lastReport = 0;
  const progress = (done: number) => {
    if (done - lastReport >= 20_000) {
      lastReport = done;
      process.stdout.write(`    ${database.label}: ${done.toLocaleString('pt-BR')} modelos em ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    }
  };
  const counts = await bulkLoadDemoPeople(database.query, {
    seed: BENCH_SEED,
    models: BENCH_MODELS,
    modelShare: BENCH_MODEL_SHARE,
    portraitUrls,
    newest: new Date(),
    onProgress: progress,
  });
  const indexStarted = performance.now();
  for (const index of indexes) await database.query(String(index.indexdef), []);
  process.stdout.write(`    ${database.label}: ${indexes.length} índices recriados em ${((performance.now() - indexStarted) / 1000).toFixed(1)} s\n`);
  await database.query('analyze', []);
  return { ms: performance.now() - started, ...counts };
}
