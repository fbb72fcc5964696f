import { isStorableText, isUuid, textInput } from '@passarela/shared';
import { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Where a list page ends, handed to the client as an opaque string: the JSON of a small payload
 * (always `v: 1` first), base64url. Each list says what its payload holds (keyset-cursor.ts,
 * search/list-cursor.ts, jobs/jobs-cursor.ts); writing, reading and refusing a cursor are here,
 * once, so every list answers a forged cursor the same way.
 */
export interface CursorCodec<Position> {
  encode(position: Position): string;
  /** A cursor this server did not write (or a mangled one) is a 400, never a 500. */
  decode(cursor: string): Position;
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

/** A timestamp as a cursor carries it (created_at::text), microseconds kept: a JavaScript Date would cut them. */
export const cursorTimestamp = z.string().max(40).refine(isRealTimestamp);

/** A row id that is one of our uuids (a cursor naming anything else is forged). */
export const cursorUuid = z.string().refine(isUuid);

/**
 * A text id a cursor carries (better-auth's user ids, a report's item key): the shared text rule,
 * so a NUL or half an emoji never reaches the database as a query parameter (docs/security.md #27).
 */
export const cursorText = (max: number) => textInput({ max, min: 1, trim: false });

/** Longer than any cursor this server writes (the routes cap the parameter lower still). */
const CURSOR_MAX_LENGTH = 1000;
/** Longer than any text field of any payload: a timestamp, an id. */
const PAYLOAD_TEXT_MAX_LENGTH = 200;

const INVALID_CURSOR_MESSAGE = 'A página pedida é inválida. Recarregue a lista.';

/** Same details shape as a schema error, so the client shows it the same way. */
export function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', INVALID_CURSOR_MESSAGE, [{ location: 'querystring', path: 'cursor', message: INVALID_CURSOR_MESSAGE }]);
}

/**
 * Every text of a decoded payload, its keys too, is short and storable. Checked here for every list
 * at once, whatever its own schema says: a schema that forgot the rule must not let a forged
 * cursor's NUL reach PostgreSQL (a 500 before, docs/security.md #27).
 */
function hasOnlySafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.length <= PAYLOAD_TEXT_MAX_LENGTH && isStorableText(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth > 2) return false;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return entries.every(([key, item]) => hasOnlySafeText(key) && hasOnlySafeText(item, depth + 1));
}

/**
 * A codec for one list's cursors. `schema` is the payload as written (its keys in the order
 * `toPayload` writes them, so a cursor is always the same string for the same position).
 */
export function createCursorCodec<Payload, Position>(
  schema: z.ZodType<Payload>,
  mapping: { toPayload(position: Position): Payload; fromPayload(payload: Payload): Position },
): CursorCodec<Position> {
  return {
    encode(position) {
      return Buffer.from(JSON.stringify(mapping.toPayload(position)), 'utf8').toString('base64url');
    },
    decode(cursor) {
      if (cursor.length > CURSOR_MAX_LENGTH) throw invalidCursor();
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        throw invalidCursor();
      }
      if (!hasOnlySafeText(payload)) throw invalidCursor();
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw invalidCursor();
      return mapping.fromPayload(parsed.data);
    },
  };
}
