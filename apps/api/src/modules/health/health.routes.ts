import { healthResponseSchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { routesOf } from '../../plugins/route-declaration.ts';

const startedAt = Date.now();

export async function healthRoutes(app: AppInstance) {
  routesOf(app, 'health').get(
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
}
