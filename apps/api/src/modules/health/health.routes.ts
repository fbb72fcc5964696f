import { healthProbeResponseSchema, healthResponseSchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { routesOf } from '../../plugins/route-declaration.ts';
import { createDatabaseProbe } from './database-probe.ts';
import { createReadiness, type Readiness } from './readiness.ts';

const startedAt = Date.now();

export interface HealthRoutesOptions {
  /** The process's readiness (server.ts marks it on SIGTERM); always ready when not given (tests). */
  readiness?: Readiness;
}

export async function healthRoutes(app: AppInstance, options: HealthRoutesOptions) {
  const route = routesOf(app, 'health');
  const readiness = options.readiness ?? createReadiness();
  const databaseAnswers = createDatabaseProbe(
    () => app.database.ping(),
    (error) => app.log.warn({ err: error }, 'ready check: database unreachable'),
  );

  route.get(
    '/api/health',
    { access: 'public', summary: 'Liveness and database reachability', response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    async (_request, reply) => {
      const began = performance.now();
      let up = true;
      try {
        await app.database.ping();
      } catch (error) {
        up = false;
        app.log.warn({ err: error }, 'health check: database unreachable');
      }
      reply.header('cache-control', 'no-store');
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: { status: up ? 'up' : 'down', driver: app.database.driver, latencyMs: Math.round((performance.now() - began) * 100) / 100 },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version: app.appVersion,
      });
    },
  );

  // Liveness: the process answers HTTP. Nothing else is checked, so a database outage never makes
  // an orchestrator restart instances that would come back to the same outage.
  route.get(
    '/api/health/live',
    { access: 'public', summary: 'Liveness probe: 200 while the process serves', response: { 200: healthProbeResponseSchema } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  // Readiness: send this instance traffic. 503 while the database does not answer within the
  // probe's timeout, and from the moment shutdown starts.
  route.get(
    '/api/health/ready',
    {
      access: 'public',
      summary: 'Readiness probe: 200 when the database answers in time, 503 otherwise and while shutting down',
      response: { 200: healthProbeResponseSchema, 503: healthProbeResponseSchema },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (readiness.shuttingDown) return reply.status(503).send({ status: 'unavailable', reason: 'shutting-down' });
      if (!(await databaseAnswers())) return reply.status(503).send({ status: 'unavailable', reason: 'database' });
      return reply.status(200).send({ status: 'ok' });
    },
  );
}
