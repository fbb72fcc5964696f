import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Where a newest-first page ends: the last row's (created_at, id), handed to the client as an
 * opaque string. created_at travels as PostgreSQL prints it (`created_at::text`), so microseconds
 * survive the round trip: a JavaScript Date would cut them and rows could be skipped or repeated.
 */
export interface KeysetPosition {
  createdAt: string;
  id: string;
}

const timestampText = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;
/** Row ids are uuids (our tables) or better-auth's text ids (users); a cursor must carry the right kind. */
export type KeysetIdKind = 'uuid' | 'text';
const cursorSchemas = {
  uuid: z.object({ v: z.literal(1), c: z.string().regex(timestampText), i: z.uuid() }).strict(),
  text: z.object({ v: z.literal(1), c: z.string().regex(timestampText), i: z.string().min(1).max(100) }).strict(),
};

export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ v: 1, c: position.createdAt, i: position.id }), 'utf8').toString('base64url');
}

/** A cursor this server did not write is a 400, never a 500. */
export function decodeKeysetCursor(cursor: string, idKind: KeysetIdKind = 'uuid'): KeysetPosition {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = cursorSchemas[idKind].safeParse(payload);
  if (!parsed.success) throw invalidCursor();
  return { createdAt: parsed.data.c, id: parsed.data.i };
}

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'Cursor inválido.', { cursor: 'Cursor inválido.' });
}

/** The column as its exact text, to build the next cursor from (select it as `createdAtKey`). */
export const createdAtKey = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** Rows after the cursor in (created_at desc, id desc) order. */
export function afterKeyset(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: string, idKind: KeysetIdKind = 'uuid'): SQL {
  const after = decodeKeysetCursor(cursor, idKind);
  return sql`(${createdAt}, ${id}) < (${after.createdAt}::timestamptz, ${after.id})`;
}

/** Where a row sits, for rows that selected `createdAtKey` (see createdAtKey) and `id`. */
export const keysetPositionOf = (row: { createdAtKey: string; id: string }): KeysetPosition => ({ createdAt: row.createdAtKey, id: row.id });

/** Splits rows fetched with one extra into the page and the next cursor. */
export function toKeysetPage<Row>(rows: Row[], limit: number, positionOf: (row: Row) => KeysetPosition): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length <= limit || last === undefined) return { rows: page, nextCursor: null };
  return { rows: page, nextCursor: encodeKeysetCursor(positionOf(last)) };
}
