import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';

/**
 * Throughput and latency of the two endpoints every page load hits (settings, a content page),
 * on the embedded database, in-process server, 50 connections for a few seconds each.
 */
export async function runApiBaseline(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-bench-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      // Production refuses plain HTTP unless TLS ends in front; here the bench stands where the proxy would.
      TLS_TERMINATED_BY_PROXY: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      PORT: '0',
    }),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.info('\nAPI baseline (PGlite, 50 connections, 5 s each)');
  try {
    for (const route of ['/api/settings', '/api/pages/termos']) {
      const result = await autocannon({ url: `${address}${route}`, connections: 50, duration: 5 });
      console.info(
        `  GET ${route.padEnd(22)} ${Math.round(result.requests.average).toString().padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
      );
    }
  } finally {
    await app.close();
  }
}
