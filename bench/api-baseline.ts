import autocannon from 'autocannon';
import { startBenchApp } from './bench-app.ts';

/**
 * Throughput and latency of the two endpoints every page load hits (settings, a content page),
 * on the embedded database, in-process server, 50 connections for a few seconds each.
 */
export async function runApiBaseline(): Promise<void> {
  const app = await startBenchApp();
  console.info('\nAPI baseline (PGlite, 50 connections, 5 s each)');
  try {
    for (const route of ['/api/settings', '/api/pages/termos']) {
      const result = await autocannon({ url: `${app.address}${route}`, connections: 50, duration: 5 });
      console.info(
        `  GET ${route.padEnd(22)} ${Math.round(result.requests.average).toString().padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
      );
    }
  } finally {
    await app.close();
  }
}
