import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/**
 * Where a /favoritos page ends: the last card's (favorites.created_at, target_id), handed to the
 * client as an opaque string. Keyset on the caller's own rows, newest first, so hearting something
 * while scrolling never repeats or skips a card.
 */
export interface FavoritePosition {
  /** created_at as PostgreSQL prints it (microseconds kept; a JS Date would lose them). */
  createdAt: string;
  targetId: string;
}

const timestampText = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

const cursorSchema = z.object({ v: z.literal(1), c: z.string().regex(timestampText), i: z.string().min(1).max(200) }).strict();

export function encodeFavoriteCursor(position: FavoritePosition): string {
  return Buffer.from(JSON.stringify({ v: 1, c: position.createdAt, i: position.targetId }), 'utf8').toString('base64url');
}

/** A cursor this server did not write is a 400, never a 500. */
export function decodeFavoriteCursor(cursor: string): FavoritePosition {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = cursorSchema.safeParse(payload);
  if (!parsed.success) throw invalidCursor();
  return { createdAt: parsed.data.c, targetId: parsed.data.i };
}

function invalidCursor() {
  return new AppError('VALIDATION_FAILED', 'A página pedida é inválida. Recarregue a lista.', { cursor: 'invalid' });
}
