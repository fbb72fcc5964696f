import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type CursorCodec, createCursorCodec, cursorText, cursorTimestamp, cursorUuid } from './cursor-codec.ts';

/**
 * Where a newest-first page ends: the last row's (created_at, id), handed to the client as an
 * opaque string. created_at travels as PostgreSQL prints it (`created_at::text`), so microseconds
 * survive the round trip: a JavaScript Date would cut them and rows could be skipped or repeated.
 */
export interface KeysetPosition {
  createdAt: string;
  id: string;
}

/**
 * Row ids are uuids (our tables), better-auth's text ids (users, favourites' targets) or bigints
 * written as digits (ledger entries); a cursor must carry the right kind.
 */
export type KeysetIdKind = 'uuid' | 'text' | 'bigint';
const idSchemas = {
  uuid: cursorUuid,
  text: cursorText(100),
  bigint: z.string().regex(/^\d{1,18}$/),
} satisfies Record<KeysetIdKind, z.ZodType<string>>;

function keysetCodec(idKind: KeysetIdKind): CursorCodec<KeysetPosition> {
  return createCursorCodec(z.object({ v: z.literal(1), c: cursorTimestamp, i: idSchemas[idKind] }).strict(), {
    toPayload: (position: KeysetPosition) => ({ v: 1 as const, c: position.createdAt, i: position.id }),
    fromPayload: (payload) => ({ createdAt: payload.c, id: payload.i }),
  });
}

const codecs: Record<KeysetIdKind, CursorCodec<KeysetPosition>> = { uuid: keysetCodec('uuid'), text: keysetCodec('text'), bigint: keysetCodec('bigint') };

export function encodeKeysetCursor(position: KeysetPosition): string {
  return codecs.uuid.encode(position);
}

/** A cursor this server did not write is a 400, never a 500. */
export function decodeKeysetCursor(cursor: string, idKind: KeysetIdKind = 'uuid'): KeysetPosition {
  return codecs[idKind].decode(cursor);
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

/** A table listed newest first: the two columns its pages are ordered and cut by. */
export interface KeysetTable {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/** What a newest-first page must select besides its own columns, for newestFirstPage to cut it. */
export function keysetColumns<Table extends KeysetTable>(table: Table): { createdAtKey: SQL<string>; id: Table['id'] } {
  return { createdAtKey: createdAtKey(table.createdAt), id: table.id };
}

/** A select not yet filtered, ordered nor cut, whose rows carry keysetColumns. */
interface UnorderedSelect<Row extends { createdAtKey: string; id: string }> {
  where(where: SQL | undefined): { orderBy(...columns: SQL[]): { limit(limit: number): PromiseLike<Row[]> } };
}

/**
 * One page of `query` (a select with keysetColumns(table) among its columns): the rows matching
 * every condition and coming after the cursor, newest first, at most `limit`, and the cursor of
 * the next page.
 */
export async function newestFirstPage<Row extends { createdAtKey: string; id: string }>(
  query: UnorderedSelect<Row>,
  page: { table: KeysetTable; cursor: string | undefined; limit: number; idKind?: KeysetIdKind },
  conditions: (SQL | undefined)[] = [],
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const { table, cursor, limit } = page;
  const after = cursor ? afterKeyset(table.createdAt, table.id, cursor, page.idKind) : undefined;
  const rows: Row[] = await query
    .where(and(...conditions, after))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit + 1);
  return toKeysetPage(rows, limit, keysetPositionOf);
}
