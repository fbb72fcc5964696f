import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/api/src/test-support/server-process.ts';
import { serverStartFlags } from './server-start-flags.ts';

// Start-up time and memory of the compiled server (issue 26's table): each measure is the median
// of RUNS, on the machine's own noise. `npm run bench` builds apps/api/dist first.

const RUNS = 3;
const apiRoot = path.resolve(import.meta.dirname, '../apps/api');
/** How long the server idles after its first 200 before its memory is read. */
const IDLE_BEFORE_RSS_MS = 2_000;
const START_TIMEOUT_MS = 180_000;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/passarela_bench_start';

interface Started {
  /** Spawn to the first 200 from /api/health. */
  startMs: number;
  /** VmRSS after IDLE_BEFORE_RSS_MS of idling, in MB. */
  rssMb: number;
}

function residentMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line?.[1]) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts `node <start flags> dist/server.js` with `env`, times it to the first healthy answer, reads its RSS, stops it. */
async function startOnce(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/health`;
  let output = '';
  const began = performance.now();
  const child = spawn(process.execPath, [...serverStartFlags(), 'dist/server.js'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOME: os.homedir(), HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SHUTDOWN_DELAY_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output.slice(-4000)}`);
      if (performance.now() - began > START_TIMEOUT_MS) throw new Error(`no healthy answer in ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-4000)}`);
      const healthy = await fetch(url).then(
        (res) => res.status === 200,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const startMs = performance.now() - began;
    await new Promise((resolve) => setTimeout(resolve, IDLE_BEFORE_RSS_MS));
    return { startMs, rssMb: residentMegabytes(child.pid as number) };
  } finally {
    await stop(child);
  }
}

/** Drops and creates the bench's PostgreSQL database: every run starts on an empty one. */
async function recreateDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_START_DATABASE_URL: unexpected database name "${name}"`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

interface Row {
  what: string;
  values: number[];
  unit: 's' | 'MB';
  /** Absent: reported only. */
  budget?: number;
}

function printRows(rows: Row[]): boolean {
  let pass = true;
  console.info(`\nStart-up (compiled server, Node ${process.version}, median of ${RUNS})`);
  console.info(`  ${'what'.padEnd(58)} ${'median'.padStart(8)}  ${'runs'.padEnd(24)} ${'budget'.padStart(8)}  result`);
  for (const row of rows) {
    const shown = (value: number) => (row.unit === 's' ? (value / 1000).toFixed(2) : value.toFixed(0));
    const value = median(row.values);
    const ok = row.budget === undefined || value <= row.budget;
    pass &&= ok;
    const budget = row.budget === undefined ? 'report' : `≤ ${shown(row.budget)} ${row.unit}`;
    console.info(
      `  ${row.what.padEnd(58)} ${`${shown(value)} ${row.unit}`.padStart(8)}  ${row.values.map(shown).join(' / ').padEnd(24)} ${budget.padStart(8)}  ${row.budget === undefined ? '' : ok ? 'PASS' : 'FAIL'}`,
    );
  }
  return pass;
}

/**
 * (a) a newcomer's first `npm run serve`: development, a new empty DATA_DIR, migrations and the
 * demo seed on the embedded database; (b) a restart on that same DATA_DIR; (c) production on an
 * empty PostgreSQL database (migrations, no demo); memory after each. Returns false when a
 * budget is broken.
 */
export async function runStartUpBench(): Promise<boolean> {
  const databaseUrl = process.env.BENCH_START_DATABASE_URL || DEFAULT_DATABASE_URL;
  const fresh: Started[] = [];
  const restart: Started[] = [];
  const postgres: Started[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-bench-start-'));
    try {
      fresh.push(await startOnce({ NODE_ENV: 'development', DATA_DIR: dataDir }));
      restart.push(await startOnce({ NODE_ENV: 'development', DATA_DIR: dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    await recreateDatabase(databaseUrl);
    const productionDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-bench-start-'));
    try {
      postgres.push(
        await startOnce({
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
          DATA_DIR: productionDir,
          AUTH_SECRET: randomBytes(32).toString('hex'),
          // Production refuses plain HTTP unless TLS ends in front; here the bench stands where the proxy would.
          PUBLIC_URL: 'http://127.0.0.1',
          TLS_TERMINATED_BY_PROXY: 'true',
        }),
      );
    } finally {
      rmSync(productionDir, { recursive: true, force: true });
    }
  }
  return printRows([
    { what: 'cold start, fresh embedded database (dev, demo seed)', values: fresh.map((r) => r.startMs), unit: 's', budget: 5_000 },
    { what: 'cold start, empty PostgreSQL database (production)', values: postgres.map((r) => r.startMs), unit: 's', budget: 3_000 },
    { what: 'restart on the existing embedded database', values: restart.map((r) => r.startMs), unit: 's', budget: 2_000 },
    { what: 'RSS after start, PostgreSQL', values: postgres.map((r) => r.rssMb), unit: 'MB', budget: 150 },
    { what: 'RSS after start, embedded (fresh, after the seed)', values: fresh.map((r) => r.rssMb), unit: 'MB' },
    { what: 'RSS after start, embedded (restart)', values: restart.map((r) => r.rssMb), unit: 'MB' },
  ]);
}

// Alone: `npx tsx bench/start-up.ts` (after `npm run build`).
if (import.meta.main) process.exitCode = (await runStartUpBench()) ? 0 : 1;
