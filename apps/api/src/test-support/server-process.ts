import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { testDatabaseServerUrl } from '../config/test-database.ts';

/**
 * Test-only: the real server (apps/api/src/server.ts) as a child process, started the way
 * e2e/playwright.config.ts starts it, for tests that must kill it for real (kill -9) and start it
 * again on the same data.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  url: string;
  /** Everything the server printed so far (its JSON logs). */
  output(): string;
  /** kill -9: no shutdown hook runs, in-flight requests die with it. */
  crash(): Promise<void>;
  /** SIGTERM: the graceful shutdown of server.ts. */
  stop(): Promise<void>;
}

/**
 * Starts the server with exactly `env` (nothing inherited, so no NODE_ENV or database of the test
 * runner leaks in) and answers once /api/health does.
 */
export async function startServerProcess(env: Record<string, string>, options: { readyTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = env.PORT;
  if (!port) throw new Error('PORT is required');
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { HOST: '127.0.0.1', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await kill(child, 'SIGKILL', exited);
      throw new Error(`the server did not answer /api/health in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    output: () => output,
    crash: () => kill(child, 'SIGKILL', exited),
    stop: () => kill(child, 'SIGTERM', exited),
  };
}

async function kill(child: ChildProcess, signal: NodeJS.Signals, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await exited;
}

/**
 * Where the server keeps its data: PGlite in its DATA_DIR, or, when TEST_DATABASE_URL is set, a
 * database of its own on that server (created here, dropped by `drop`).
 */
export async function serverDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!testDatabaseServerUrl) return { env: {}, drop: async () => undefined };
  const name = `passarela_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseServerUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseServerUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const cleanup = new pg.Client({ connectionString: testDatabaseServerUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
