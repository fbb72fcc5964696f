import type { FastifyInstance } from 'fastify';
import { apiContentSecurityPolicy } from './content-security-policy.ts';

/**
 * Headers every response carries (docs/security.md #26). HTML responses set their own,
 * settings-dependent CSP before this hook runs; everything else gets the locked-down one. HSTS
 * goes out for an https:// PUBLIC_URL and always in production (config `httpsOnly`), where TLS
 * may end at a proxy in front and this server itself sees plain HTTP.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { httpsOnly: boolean }) {
  // Callback style, like the other hooks every request runs: no promise per answer (bench/list-bench-runner.ts).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.httpsOnly) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', apiContentSecurityPolicy);
    done(null, payload);
  });
}
