import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

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

/** Cursors carry times as PostgreSQL prints timestamptz: '2025-01-01 10:00:00.123456+00'. */
const timestampText = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2}))?|Z)?$/;

/**
 * The regex alone lets '2025-02-30' or '+99:99' through, and PostgreSQL would then fail the cast
 * with a 500; every field is checked against the calendar here instead.
 */
export function isRealTimestamp(text: string): boolean {
  const match = timestampText.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const sameFields =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  const offsetOk = match[9] === undefined || (Number(match[9]) <= 15 && Number(match[10] ?? 0) < 60);
  return year >= 1970 && sameFields && offsetOk;
}

/** The latest "now" a cursor may carry: a four-digit year keeps toISOString() and the cast simple. */
const MAX_NOW_MS = Date.UTC(9999, 11, 31);

const cursorSchema = z
  .object({
    v: z.literal(1),
    n: z.number().int().nonnegative().max(MAX_NOW_MS),
    s: z.union([z.literal(0), z.literal(1)]),
    c: z.string().max(40).refine(isRealTimestamp),
    i: z.string().min(1).max(200),
  })
  .strict();

export function encodeListCursor(position: ListPosition): string {
  const payload = { v: 1, n: position.now.getTime(), s: position.segment, c: position.createdAt, i: position.userId };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** A cursor this server did not write (or a mangled one) is a 400, never a 500. */
export function decodeListCursor(cursor: string): ListPosition {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = cursorSchema.safeParse(payload);
  if (!parsed.success) throw invalidCursor();
  return { now: new Date(parsed.data.n), segment: parsed.data.s, createdAt: parsed.data.c, userId: parsed.data.i };
}

const INVALID_CURSOR_MESSAGE = 'A página pedida é inválida. Recarregue a lista.';

/** Same details shape as a schema error, so the client shows it the same way. */
function invalidCursor() {
  return new AppError('VALIDATION_FAILED', INVALID_CURSOR_MESSAGE, [{ location: 'querystring', path: 'cursor', message: INVALID_CURSOR_MESSAGE }]);
}
