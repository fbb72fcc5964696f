import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import type { AppInstance } from './app-instance.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { createReadiness, type Readiness } from './modules/health/index.ts';
import { exitUnlessSupportedNode } from './lib/node-version.ts';

/**
 * How long app.close() may take: the job queue's stop in preClose (it waits up to 10 s for running
 * jobs, app.ts) and then the requests in flight. A stuck one must not keep the process alive
 * forever; with the production delay it stays within a container's usual 30 s grace.
 */
const DRAIN_TIMEOUT_MS = 15_000;

/** Reads the environment, starts the server and shuts it down gracefully on SIGTERM / SIGINT. */
async function main() {
  // Also here for `npm run dev` (tsx runs this file; the compiled entry checks before it).
  exitUnlessSupportedNode();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const readiness = createReadiness();
  const app = await buildApp(config, { readiness });
  const shutdown = gracefulShutdown(app, readiness, config.shutdownDelayMs);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: app.database.driver }, 'Passarela está no ar');
}

/**
 * The shutdown an instance behind a balancer needs (docs/architecture.md, "Lifecycle"):
 * 1. /api/health/ready answers 503 at once, and for `delayMs` the server still serves, so a
 *    balancer polling it moves traffic away before the port closes (a second signal cuts this short);
 * 2. app.close(): Fastify answers 503 with `Connection: close` to requests arriving on open
 *    connections, runs the preClose hooks (the job queue stops), stops accepting connections,
 *    closes idle keep-alive ones, waits for the requests in flight, then runs the onClose hooks
 *    that close the mailer and the database; all within DRAIN_TIMEOUT_MS;
 * 3. exit 0 (1 when the drain timed out or a hook failed).
 */
function gracefulShutdown(app: AppInstance, readiness: Readiness, delayMs: number) {
  const secondSignal = new AbortController();
  return async (signal: string) => {
    if (readiness.shuttingDown) {
      secondSignal.abort();
      return;
    }
    readiness.markShuttingDown();
    app.log.info({ signal, delayMs }, 'shutting down');
    if (delayMs > 0) await sleep(delayMs, undefined, { signal: secondSignal.signal }).catch(() => undefined);

    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: DRAIN_TIMEOUT_MS }, 'shutdown timed out (requests or jobs still running); exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    timer.unref();
    // A request that was in flight when the port closed keeps its keep-alive connection open after
    // it answers, and Fastify closes only the connections idle at close time: reap the rest as
    // they go idle, or the drain would wait for their keep-alive timeout.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    try {
      app.log.info('no longer accepting connections; draining requests in flight');
      await app.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
}

main().catch((error: unknown) => {
  process.stderr.write(`Falha ao iniciar: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
