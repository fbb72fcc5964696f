import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import type { DatabaseHandle } from '../apps/api/src/db/client.ts';

export interface BenchApp {
  /** http://127.0.0.1:<port> */
  address: string;
  /** Stops the server and removes its DATA_DIR (the database handle, when one was given, stays open). */
  close(): Promise<void>;
}

/**
 * The API as production builds it (buildApp, production config, logging at warn) on a random local
 * port: on `database` when given (a list benchmark's loaded one), else on an in-memory PGlite.
 */
export async function startBenchApp(database?: DatabaseHandle): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-bench-app-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      // Production refuses plain HTTP unless TLS ends in front; here the bench stands where the proxy would.
      TLS_TERMINATED_BY_PROXY: 'true',
      DATA_DIR: dataDir,
      ...(database ? {} : { DATABASE_URL: 'memory://' }),
      LOG_LEVEL: 'warn',
      PORT: '0',
    }),
    { database },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
