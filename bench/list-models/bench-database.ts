import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { compileSql } from '../../apps/api/src/db/compile-sql.ts';
import { preparedStatementName } from '../../apps/api/src/db/statement-runner.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { DEMO_PORTRAIT_POOL_SIZE } from '../../apps/api/src/db/demo/demo-portraits.ts';
import { bulkLoadDemoPeople } from './bulk-load.ts';
import { bulkLoadReviews } from './bulk-load-reviews.ts';

/**
 * Issue 26's budgets hold at 100,000 models; BENCH_MODELS=10000 (for example) loads fewer while
 * iterating on the API's cost per request, which the ratio to the floor shows at any size.
 */
export const BENCH_MODELS = Number(process.env.BENCH_MODELS || 100_000);
/** About 5,000 contractors and photographers come with the 100,000 models, mixed in by date. */
const BENCH_MODEL_SHARE = 0.95;
const BENCH_SEED = 42;
const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/passarela_bench';

/** Card photos as the demo stores them (one per portrait of the pool); the files are not needed to list cards. */
const portraitUrls = Array.from({ length: DEMO_PORTRAIT_POOL_SIZE }, (_, i) => `/media/demo/retrato-${i + 1}-640.webp`);

/** A statement as plain drivers take it; `name` keeps it prepared per connection (PostgreSQL). */
export interface CompiledStatement {
  text: string;
  params: unknown[];
  name?: string;
}

/** A statement of the API as plain drivers take it (compiled as the API compiles it), named when the API prepares it. */
export function compileStatement(statement: SQL, prepare: boolean): CompiledStatement {
  const { sql: text, params } = compileSql(statement);
  return prepare ? { text, params, name: preparedStatementName(text) } : { text, params };
}

export type DriverQuery = (statement: CompiledStatement) => Promise<{ rows: Record<string, unknown>[] }>;

export interface BenchDatabase {
  handle: DatabaseHandle;
  label: 'PostgreSQL' | 'PGlite';
  /** Runs SQL text with $n parameters on the database, bypassing Drizzle (loading, set-up). */
  query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** The same for the floor and the plans, prepared under `name` when the API prepares it too. */
  run: DriverQuery;
  /** Several statements in one go on one connection (no parameters); the rows of each, in order. */
  script(text: string): Promise<Record<string, unknown>[][]>;
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
    run: (statement) =>
      floorPool.query(
        statement.name ? { name: statement.name, text: statement.text, values: statement.params } : { text: statement.text, values: statement.params },
      ),
    async script(text) {
      const results = (await floorPool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(results) ? results : [results]).map((result) => result.rows);
    },
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
  // PGlite, as the app's Drizzle instance holds it: the floor and the plans talk to it directly.
  const client = (
    handle.db as unknown as {
      $client: {
        query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
        exec(text: string): Promise<{ rows: unknown[] }[]>;
      };
    }
  ).$client;
  return {
    handle,
    label: 'PGlite',
    query: (text, params) => client.query(text, params),
    // PGlite has one connection and no prepared statements across calls: the API runs it this way too.
    run: ({ text, params }) => client.query(text, params),
    script: async (text) => (await client.exec(text)).map((result) => result.rows as Record<string, unknown>[]),
    async close() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Brings a freshly loaded database to the steady state a live one is in before anything is
 * measured. A live database has been vacuumed by autovacuum; a freshly loaded one has not, and
 * without a visibility map no index-only scan can skip the table. And it has written its pages
 * out: otherwise the checkpoint due a few minutes after the load (and after the vacuum, which
 * touches every page again) flushes hundreds of megabytes in the middle of a scenario, and its
 * p99 measures the disk.
 */
export async function settleAfterLoad(database: BenchDatabase): Promise<void> {
  await database.query('vacuum analyze', []);
  await database.query('checkpoint', []);
}

/**
 * Exactly 100,000 models and about 5,000 contractors and photographers from the demo generator,
 * bulk-loaded (see bulk-load.ts), completed work with reviews for a fifth of the models
 * (bulk-load-reviews.ts), then ANALYZE so the planner knows the tables' sizes.
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
  const reviewsStarted = performance.now();
  const work = await bulkLoadReviews(database.query);
  process.stdout.write(
    `    ${database.label}: ${work.contracts.toLocaleString('pt-BR')} contratos concluídos e ${work.reviews.toLocaleString('pt-BR')} avaliações em ${((performance.now() - reviewsStarted) / 1000).toFixed(1)} s\n`,
  );
  await settleAfterLoad(database);
  return { ms: performance.now() - started, ...counts };
}
