import { z } from 'zod';
import { createCursorCodec, cursorTimestamp, cursorUuid } from '../../lib/cursor-codec.ts';
import type { ShootListPosition } from './shoots-list-sql.ts';

/** Where an /ensaios page ends: the last card's (created_at as PostgreSQL prints it, id). Opaque to the client. */
const shootsCursor = createCursorCodec(z.object({ v: z.literal(1), c: cursorTimestamp, i: cursorUuid }).strict(), {
  toPayload: (position: ShootListPosition) => ({ v: 1 as const, c: position.createdAt, i: position.id }),
  fromPayload: (payload) => ({ createdAt: payload.c, id: payload.i }),
});

export const encodeShootsCursor = (position: ShootListPosition): string => shootsCursor.encode(position);
/** A cursor this server did not write is a 400, never a 500. */
export const decodeShootsCursor = (cursor: string): ShootListPosition => shootsCursor.decode(cursor);
