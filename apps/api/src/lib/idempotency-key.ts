import { IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import type { FastifyRequest } from 'fastify';

/** The Idempotency-Key header a payment request sent (the first, if repeated); undefined when none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return Array.isArray(key) ? key[0] : key;
}
