import { z } from 'zod';
import { createCursorCodec, cursorTimestamp, cursorUuid } from '../../lib/cursor-codec.ts';

/**
 * Where a /vagas page ends: the last card's (featured, published_at, id), the list's order. Opaque
 * to the client; published_at is kept as PostgreSQL prints it (microseconds kept).
 */
export interface JobsPosition {
  featured: boolean;
  publishedAt: string;
  id: string;
}

const jobsCursor = createCursorCodec(z.object({ v: z.literal(1), f: z.boolean(), p: cursorTimestamp, i: cursorUuid }).strict(), {
  toPayload: (position: JobsPosition) => ({ v: 1 as const, f: position.featured, p: position.publishedAt, i: position.id }),
  fromPayload: (payload) => ({ featured: payload.f, publishedAt: payload.p, id: payload.i }),
});

export const encodeJobsCursor = (position: JobsPosition): string => jobsCursor.encode(position);

/** A cursor this server did not write is a 400, never a 500. */
export const decodeJobsCursor = (cursor: string): JobsPosition => jobsCursor.decode(cursor);
