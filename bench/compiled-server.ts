import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverStartFlags } from './server-start-flags.ts';

export interface CompiledServer {
  /** http://127.0.0.1:<port> */
  address: string;
  /** Stops the server and removes its DATA_DIR. */
  close(): Promise<void>;
}

const serverScript = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
/** Migrations, 200 demo people and their images on a loaded two-core machine (the e2e suite waits as long). */
const START_TIMEOUT_MS = 300_000;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitForHealth(address: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    const healthy = await fetch(`${address}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
}

/** The caller's environment less what would point the server at another database or bucket. */
function inheritedEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && !name.startsWith('S3_')));
}

/**
 * The production server as `npm start` runs it (`node apps/api/dist/server.js`, built by
 * `npm run build`), on its own free port and a fresh embedded DATA_DIR that the first start fills
 * with the demo marketplace (SEED_DEMO): what a visitor's phone meets, with content in every list.
 */
export async function startCompiledServer(): Promise<CompiledServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-bench-web-'));
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...serverStartFlags(), serverScript], {
    stdio: ['ignore', log, log],
    env: {
      ...inheritedEnvironment(),
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: address,
      // Production refuses plain HTTP unless TLS ends in front; here the bench stands where the proxy would.
      TLS_TERMINATED_BY_PROXY: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(address, child, logFile);
  } catch (error) {
    await close();
    throw error;
  }
  return { address, close };
}
