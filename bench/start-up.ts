import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/api/src/test-support/server-process.ts';
import { serverStartFlags } from './server-start-flags.ts';

// Start-up time and memory of the compiled server (issue 26's table): each measure is the median
// of RUNS, on the machine's own noise. `npm run bench` builds apps/api/dist first.
//
// Each start is timed two ways, alternately: `npm run serve` from the repository's root, what a
// newcomer types and what the budgets are for (npm reads the workspace and runs apps/api's
// "start"), and that script's own command (`node <flags> dist/server.js` in apps/api), which shows
// npm's share. A cold start gets a new, empty V8 compile cache (NODE_COMPILE_CACHE, which
// compiled-entry.ts's enableCompileCache() uses): without it every start after the bench's first
// would read the bytecode a previous one left in the system's temporary folder. A restart keeps
// the cache its cold start wrote, as a server restarted on the same machine does.

const RUNS = 3;
const repositoryRoot = path.resolve(import.meta.dirname, '..');
const apiRoot = path.join(repositoryRoot, 'apps/api');
/** How long the server idles after its first 200 before its memory is read. */
const IDLE_BEFORE_RSS_MS = 2_000;
const START_TIMEOUT_MS = 180_000;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/passarela_bench_start';

/** How a start is launched: through npm, as people run it, or the command npm ends up running. */
type Launcher = 'npm' | 'node';

interface Started {
  /** Spawn to the first 200 from /api/health. */
  startMs: number;
  /** The server's (node's, not npm's) VmRSS after IDLE_BEFORE_RSS_MS of idling, in MB. */
  rssMb: number;
}

function residentMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line?.[1]) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) / 1024;
}

/**
 * The process under `root` (itself included) that is node running dist/server.js: the server,
 * below npm and the shell npm runs the script with (whose one argument also ends in dist/server.js).
 */
function serverPid(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 4th field, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the table was read.
    }
  }
  for (const pending = [root]; pending.length > 0; ) {
    const pid = pending.shift() as number;
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (path.basename(argv[0] ?? '') === 'node' && argv.includes('dist/server.js')) return pid;
    pending.push(...(children.get(pid) ?? []));
  }
  throw new Error(`no dist/server.js process under ${root}`);
}

/** SIGTERM to the whole process group (npm, its shell and the server), then waits for the group's leader. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid as number), 'SIGTERM');
  await exited;
}

/**
 * Starts the server through `launcher` with `env`, times it to the first healthy answer, reads the
 * server's RSS and stops it. `npm run serve` runs from the root with the caller's PATH (where npm
 * put node_modules/.bin, whose `node` is the project's Node 24), as from a terminal.
 */
async function startOnce(launcher: Launcher, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/health`;
  let output = '';
  const environment = {
    PATH: process.env.PATH ?? '',
    HOME: os.homedir(),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_SECONDS: '0',
    // npm's check for a newer npm would add a request to the registry to some starts and not others.
    npm_config_update_notifier: 'false',
    ...env,
  };
  const began = performance.now();
  const child =
    launcher === 'npm'
      ? spawn('npm', ['run', 'serve'], { cwd: repositoryRoot, env: environment, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      : spawn(process.execPath, [...serverStartFlags(), 'dist/server.js'], {
          cwd: apiRoot,
          env: environment,
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${launcher}: the server exited with ${child.exitCode}:\n${output.slice(-4000)}`);
      if (performance.now() - began > START_TIMEOUT_MS)
        throw new Error(`${launcher}: no healthy answer in ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-4000)}`);
      const healthy = await fetch(url).then(
        (res) => res.status === 200,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const startMs = performance.now() - began;
    await new Promise((resolve) => setTimeout(resolve, IDLE_BEFORE_RSS_MS));
    return { startMs, rssMb: residentMegabytes(serverPid(child.pid as number)) };
  } finally {
    await stop(child);
  }
}

/** A new empty folder for `use`, removed afterwards. */
async function withTemporaryDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'passarela-bench-start-'));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
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
  console.info(`\nStart-up (compiled server, bench on Node ${process.version}; median of ${RUNS}; RSS rows: median of both launchers' ${RUNS * 2})`);
  console.info(`  ${'what'.padEnd(62)} ${'median'.padStart(8)}  ${'runs'.padEnd(30)} ${'budget'.padStart(8)}  result`);
  for (const row of rows) {
    const shown = (value: number) => (row.unit === 's' ? (value / 1000).toFixed(2) : value.toFixed(0));
    const value = median(row.values);
    const ok = row.budget === undefined || value <= row.budget;
    pass &&= ok;
    const budget = row.budget === undefined ? 'report' : `≤ ${shown(row.budget)} ${row.unit}`;
    console.info(
      `  ${row.what.padEnd(62)} ${`${shown(value)} ${row.unit}`.padStart(8)}  ${row.values.map(shown).join(' / ').padEnd(30)} ${budget.padStart(8)}  ${row.budget === undefined ? '' : ok ? 'PASS' : 'FAIL'}`,
    );
  }
  return pass;
}

/** One launcher's starts: fresh embedded, restart on it, empty PostgreSQL. */
interface Starts {
  fresh: Started[];
  restart: Started[];
  postgres: Started[];
}

/**
 * (a) a newcomer's first `npm run serve`: development, a new empty DATA_DIR and compile cache,
 * migrations and the demo seed on the embedded database; (b) a restart on that same DATA_DIR and
 * compile cache; (c) production on an empty PostgreSQL database (migrations, no demo) with a new
 * compile cache; memory after each. Each through npm and through node, alternately. Returns false
 * when a budget (on the `npm run serve` rows) is broken.
 */
export async function runStartUpBench(): Promise<boolean> {
  const databaseUrl = process.env.BENCH_START_DATABASE_URL || DEFAULT_DATABASE_URL;
  const starts: Record<Launcher, Starts> = { npm: { fresh: [], restart: [], postgres: [] }, node: { fresh: [], restart: [], postgres: [] } };
  for (let run = 0; run < RUNS; run += 1) {
    // The first launcher alternates, so neither always meets the machine first.
    const launchers: Launcher[] = run % 2 === 0 ? ['npm', 'node'] : ['node', 'npm'];
    for (const launcher of launchers) {
      await withTemporaryDir(async (dir) => {
        const cold = { NODE_ENV: 'development', DATA_DIR: path.join(dir, 'data'), NODE_COMPILE_CACHE: path.join(dir, 'compile-cache') };
        starts[launcher].fresh.push(await startOnce(launcher, cold));
        starts[launcher].restart.push(await startOnce(launcher, cold));
      });
    }
    for (const launcher of launchers) {
      await recreateDatabase(databaseUrl);
      await withTemporaryDir(async (dir) => {
        starts[launcher].postgres.push(
          await startOnce(launcher, {
            NODE_ENV: 'production',
            DATABASE_URL: databaseUrl,
            DATA_DIR: path.join(dir, 'data'),
            NODE_COMPILE_CACHE: path.join(dir, 'compile-cache'),
            AUTH_SECRET: randomBytes(32).toString('hex'),
            // Production refuses plain HTTP unless TLS ends in front; here the bench stands where the proxy would.
            PUBLIC_URL: 'http://127.0.0.1',
            TLS_TERMINATED_BY_PROXY: 'true',
          }),
        );
      });
    }
  }
  const { npm, node } = starts;
  const ms = (list: Started[]) => list.map((r) => r.startMs);
  const mb = (list: Started[]) => list.map((r) => r.rssMb);
  return printRows([
    { what: 'cold start, fresh embedded database (npm run serve)', values: ms(npm.fresh), unit: 's', budget: 5_000 },
    { what: '  the same, node dist/server.js', values: ms(node.fresh), unit: 's' },
    { what: 'cold start, empty PostgreSQL database (npm run serve)', values: ms(npm.postgres), unit: 's', budget: 3_000 },
    { what: '  the same, node dist/server.js', values: ms(node.postgres), unit: 's' },
    { what: 'restart on the embedded database, warm cache (npm run serve)', values: ms(npm.restart), unit: 's', budget: 2_000 },
    { what: '  the same, node dist/server.js', values: ms(node.restart), unit: 's' },
    { what: 'RSS after start, PostgreSQL', values: mb([...npm.postgres, ...node.postgres]), unit: 'MB', budget: 150 },
    { what: 'RSS after start, embedded (fresh, after the seed)', values: mb([...npm.fresh, ...node.fresh]), unit: 'MB' },
    { what: 'RSS after start, embedded (restart)', values: mb([...npm.restart, ...node.restart]), unit: 'MB' },
  ]);
}

// Alone: `npx tsx bench/start-up.ts` (after `npm run build`).
if (import.meta.main) process.exitCode = (await runStartUpBench()) ? 0 : 1;
