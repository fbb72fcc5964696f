import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server callbacks (payment webhooks) are authenticated by signature instead. */
    skipOriginCheck?: boolean;
  }
}

/**
 * Cross-site request forgery guard (docs/security.md #7): a state-changing API request must come
 * from one of our own origins. Requests without Origin are allowed only when they carry no
 * cookie, i.e. they cannot ride on a user's session.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const allowed = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api')) return;
    if (request.routeOptions.config?.skipOriginCheck) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers.cookie) throw new AppError('ORIGIN_FORBIDDEN');
      return;
    }
    if (!allowed.has(origin)) throw new AppError('ORIGIN_FORBIDDEN', undefined, { origin });
  });
}
