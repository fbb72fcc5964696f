import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isRealTimestamp } from '../search/list-cursor.ts';

/**
 * Where a /vagas page ends: the last card's (featured, published_at, id), the list's order. Opaque
 * to the client; published_at is kept as PostgreSQL prints it (microseconds kept).
 */
export interface JobsPosition {
  featured: boolean;
  publishedAt: string;
  id: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cursorSchema = z
  .object({
    v: z.literal(1),
    f: z.boolean(),
    p: z.string().max(40).refine(isRealTimestamp),
    i: z.string().regex(uuid),
  })
  .strict();

export function encodeJobsCursor(position: JobsPosition): string {
  return Buffer.from(JSON.stringify({ v: 1, f: position.featured, p: position.publishedAt, i: position.id }), 'utf8').toString('base64url');
}

const INVALID_CURSOR_MESSAGE = 'A página pedida é inválida. Recarregue a lista.';

/** A cursor this server did not write is a 400, never a 500. */
export function decodeJobsCursor(cursor: string): JobsPosition {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    payload = undefined;
  }
  const parsed = cursorSchema.safeParse(payload);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', INVALID_CURSOR_MESSAGE, [{ location: 'querystring', path: 'cursor', message: INVALID_CURSOR_MESSAGE }]);
  }
  return { featured: parsed.data.f, publishedAt: parsed.data.p, id: parsed.data.i };
}
