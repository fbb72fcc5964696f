import type { FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './auth.ts';

/** Who is calling: what the auth service records and rate-limits by. */
export interface ClientContext {
  ip: string;
  /** The headers better-auth reads: the session cookie, origin, user agent and our client-IP header. */
  headers: Headers;
}

/**
 * Builds better-auth's header set from scratch rather than forwarding the request's, so only the
 * headers it needs reach it and the client IP is the one Fastify resolved (proxy-aware).
 */
export function clientContext(request: FastifyRequest): ClientContext {
  const headers = new Headers();
  const { cookie, origin } = request.headers;
  const userAgent = request.headers['user-agent'];
  if (typeof cookie === 'string') headers.set('cookie', cookie);
  if (typeof origin === 'string') headers.set('origin', origin);
  if (typeof userAgent === 'string') headers.set('user-agent', userAgent.slice(0, 512));
  headers.set(CLIENT_IP_HEADER, request.ip);
  return { ip: request.ip, headers };
}
