import { errorCatalog } from '@passarela/shared';
import type { FastifyInstance } from 'fastify';
import type { OriginPolicy } from '../config/origin-policy.ts';
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
 * cookie, i.e. they cannot ride on a user's session. A refused origin is named in the answer's
 * details and in the log, with where to add it: the one who sees it is whoever runs the server.
 */
/** Longest origin quoted back: a real one is far shorter; a forged header is not echoed whole. */
const MAX_QUOTED_ORIGIN = 200;

/** The catalogue's sentence, then the origin and the two settings that can admit it (config/env.ts). */
export function refusedOriginMessage(origin: string): string {
  const quoted = origin.length > MAX_QUOTED_ORIGIN ? `${origin.slice(0, MAX_QUOTED_ORIGIN)}…` : origin;
  const sentence = errorCatalog.ORIGIN_FORBIDDEN.message.replace(/\.$/, '');
  return `${sentence}: ${quoted}. Peça a quem administra o servidor para incluí-la em PUBLIC_URL ou TRUSTED_ORIGINS.`;
}

export function registerOriginCheck(app: FastifyInstance, policy: OriginPolicy) {
  // Callback style: a GET answers without a promise for this hook (a throw is Fastify's error path too).
  app.addHook('onRequest', (request, _reply, done) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api')) return done();
    if (request.routeOptions.config?.skipOriginCheck) return done();
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers.cookie) throw new AppError('ORIGIN_FORBIDDEN');
      return done();
    }
    if (policy.isTrusted(origin)) return done();
    request.log.warn({ origin }, 'state-changing request from an untrusted origin refused: add it to TRUSTED_ORIGINS if it is this site');
    // The web app shows the message, never the details: the message itself names the origin.
    throw new AppError('ORIGIN_FORBIDDEN', refusedOriginMessage(origin), { origin, fix: `Adicione ${origin} a TRUSTED_ORIGINS na configuração do servidor.` });
  });
}
