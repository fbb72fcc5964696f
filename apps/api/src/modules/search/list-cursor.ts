import { z } from 'zod';
import { createCursorCodec, cursorText, cursorTimestamp } from '../../lib/cursor-codec.ts';

/**
 * Where a list page ends, handed to the client as an opaque string. Lists are ordered by
 * (segment, created_at desc, user_id desc): segment 0 holds the profiles that are PRO at `now`,
 * segment 1 the rest. `now` is fixed by the first page and carried along, so a subscription that
 * expires while someone scrolls does not move a card across segments (no repeats, no gaps).
 */
export interface ListPosition {
  /** The instant PRO status is judged at, for every page of one scroll. */
  now: Date;
  segment: 0 | 1;
  /** created_at of the last card, as PostgreSQL prints it (microseconds kept; a JS Date would lose them). */
  createdAt: string;
  userId: string;
}

/** The latest "now" a cursor may carry: a four-digit year keeps toISOString() and the cast simple. */
const MAX_NOW_MS = Date.UTC(9999, 11, 31);

const listCursor = createCursorCodec(
  z
    .object({
      v: z.literal(1),
      n: z.number().int().nonnegative().max(MAX_NOW_MS),
      s: z.union([z.literal(0), z.literal(1)]),
      c: cursorTimestamp,
      i: cursorText(200),
    })
    .strict(),
  {
    toPayload: (position: ListPosition) => ({ v: 1 as const, n: position.now.getTime(), s: position.segment, c: position.createdAt, i: position.userId }),
    fromPayload: (payload) => ({ now: new Date(payload.n), segment: payload.s, createdAt: payload.c, userId: payload.i }),
  },
);

export const encodeListCursor = (position: ListPosition): string => listCursor.encode(position);

/** A cursor this server did not write (or a mangled one) is a 400, never a 500. */
export const decodeListCursor = (cursor: string): ListPosition => listCursor.decode(cursor);
