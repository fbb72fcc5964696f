import { type WalletMovementKind, walletMovementKinds } from '@passarela/shared';
import { and, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/index.ts';
import { pickColumns } from '../../db/pick-columns.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor.ts';

export interface WalletTransactionFilters {
  kind?: WalletMovementKind;
  direction?: 'in' | 'out';
  /** YYYY-MM-DD, days in America/Sao_Paulo, both inclusive. */
  from?: string;
  to?: string;
}

export interface WalletTransactionRow {
  id: string;
  kind: WalletMovementKind;
  description: string;
  amountCents: number;
  balanceAfterCents: number;
  createdAt: Date;
  contractId: string | null;
  paymentId: string | null;
  withdrawalId: string | null;
}

/**
 * ledger_entries.id is a bigint: the cursor carries it as digits (keyset-cursor's 'bigint' kind) and
 * it is compared as a bigint, so a forged cursor is a 400 and never reaches the database as text.
 */
function afterEntry(cursor: string): SQL {
  const position = decodeKeysetCursor(cursor, 'bigint');
  return sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${position.createdAt}::timestamptz, ${position.id}::bigint)`;
}

/** The first instant of a São Paulo calendar day, as a timestamptz. */
const saoPauloDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'America/Sao_Paulo'`;
const saoPauloDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp) at time zone 'America/Sao_Paulo'`;

/** The movements of one user's wallet: its ledger entries with what each transfer was. */
export function createWalletTransactionsRepository(db: Database) {
  return {
    /** Newest first, `limit` per page; an account that never moved has no movements. */
    async page(
      userId: string,
      filters: WalletTransactionFilters & { cursor?: string; limit: number },
    ): Promise<{ rows: WalletTransactionRow[]; nextCursor: string | null }> {
      const conditions: (SQL | undefined)[] = [
        eq(ledgerAccounts.kind, 'user_wallet'),
        eq(ledgerAccounts.userId, userId),
        // Only kinds the wallet screen knows; anything else never touches a user's wallet.
        inArray(ledgerTransfers.kind, [...walletMovementKinds]),
      ];
      if (filters.kind) conditions.push(eq(ledgerTransfers.kind, filters.kind));
      if (filters.direction === 'in') conditions.push(gt(ledgerEntries.amountCents, 0));
      if (filters.direction === 'out') conditions.push(lt(ledgerEntries.amountCents, 0));
      if (filters.from) conditions.push(sql`${ledgerEntries.createdAt} >= ${saoPauloDayStart(filters.from)}`);
      if (filters.to) conditions.push(sql`${ledgerEntries.createdAt} < ${saoPauloDayEnd(filters.to)}`);
      if (filters.cursor) conditions.push(afterEntry(filters.cursor));

      const rows = await db
        .select({
          id: ledgerEntries.id,
          createdAtKey: sql<string>`${ledgerEntries.createdAt}::text`,
          ...pickColumns(ledgerTransfers, 'kind', 'description'),
          ...pickColumns(ledgerEntries, 'amountCents', 'balanceAfterCents', 'createdAt'),
          ...pickColumns(ledgerTransfers, 'contractId', 'paymentId', 'withdrawalId'),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(and(...conditions))
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(filters.limit + 1);

      const page = rows.slice(0, filters.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > filters.limit && last ? encodeKeysetCursor({ createdAt: last.createdAtKey, id: String(last.id) }) : null;
      return {
        rows: page.map(({ createdAtKey: _key, ...row }) => ({ ...row, id: String(row.id), kind: row.kind as WalletMovementKind })),
        nextCursor,
      };
    },
  };
}

export type WalletTransactionsRepository = ReturnType<typeof createWalletTransactionsRepository>;
