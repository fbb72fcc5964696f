import type { FastifyRequest } from 'fastify';

/** What replaces a query value or a secret path segment in a logged URL. */
export const URL_VALUE_MARKER = '[redacted]';

// JWTs (the email confirmation token is one), long hex digests, and long mixed-case base64url
// strings: wider than any id we hand out (UUIDs are 36 characters, better-auth ids 32).
const jwtSegment = /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/;
const hexSecret = /^[0-9a-fA-F]{40,}$/;
const base64Secret = /^[\w-]{40,}$/;
// A segment right after one of these names is whatever the link carries, whatever its shape.
const tokenCarrier = /^(?:tokens?|reset|verify|confirm|invite|magic|unsubscribe)$/i;
const plainName = /^[\w.[\]-]{1,64}$/;

function isSecretSegment(segment: string, previous: string | undefined): boolean {
  if (segment === '') return false;
  if (previous !== undefined && tokenCarrier.test(previous)) return true;
  if (jwtSegment.test(segment) || hexSecret.test(segment)) return true;
  // Slugs are lowercase words joined by hyphens; a secret mixes cases and digits.
  return base64Secret.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment) && /\d/.test(segment);
}

function safePath(path: string): string {
  const segments = path.split('/');
  return segments.map((segment, index) => (isSecretSegment(segment, segments[index - 1]) ? URL_VALUE_MARKER : segment)).join('/');
}

function safeQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      // A bare part (`?abc123`) may itself be the secret; so may a name that is not a plain word.
      if (!plainName.test(name) || isSecretSegment(name, undefined)) return URL_VALUE_MARKER;
      return equals === -1 || equals === pair.length - 1 ? pair : `${name}=${URL_VALUE_MARKER}`;
    })
    .join('&');
}

/**
 * The URL as it may be logged: the path and the names of its query parameters, never their
 * values (one-time tokens, searched names, emails) nor a path segment that looks like a secret.
 */
export function urlForLog(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  if (question === -1) return safePath(withoutHash);
  const query = withoutHash.slice(question + 1);
  return `${safePath(withoutHash.slice(0, question))}?${query === '' ? '' : safeQuery(query)}`;
}

/**
 * Fastify's request serializer with the URL made safe. Headers are left out, as Fastify's own
 * does, so cookies and authorization never reach the log.
 */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
