import type { WithdrawalStatus } from '@passarela/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, users, withdrawals } from '../../db/schema/index.ts';
import { keysetColumns, newestFirstPage } from '../../lib/keyset-cursor.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface AdminWithdrawalRow {
  withdrawal: WithdrawalRow;
  userName: string | null;
  userEmail: string | null;
  profileSlug: string | null;
}

/** The withdrawals table; pass a transaction's handle to join it. */
export function createWithdrawalsRepository(db: Database) {
  return {
    async insert(values: { userId: string; amountCents: number; pixKeyType: WithdrawalRow['pixKeyType']; pixKey: string }): Promise<WithdrawalRow> {
      const [row] = await db.insert(withdrawals).values(values).returning();
      if (!row) throw new Error('withdrawal insert returned nothing');
      return row;
    },

    /** The user's own, newest first (a person makes few: a bounded list, no pages). */
    async listOfUser(userId: string, limit: number): Promise<WithdrawalRow[]> {
      return db.select().from(withdrawals).where(eq(withdrawals.userId, userId)).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(limit);
    },

    /** Money asked for and not yet paid or refused: it has left the balance already. */
    async pendingTotalOfUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${withdrawals.amountCents}), 0)::text` })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'requested')));
      return Number(row?.total ?? 0);
    },

    /** Locks the row so two admins deciding at once are serialized (the second sees it decided). */
    async findForUpdate(id: string): Promise<WithdrawalRow | undefined> {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update').limit(1);
      return row;
    },

    async decide(id: string, decision: { status: Exclude<WithdrawalStatus, 'requested'>; reason: string; decidedBy: string }): Promise<WithdrawalRow> {
      const [row] = await db
        .update(withdrawals)
        .set({ status: decision.status, reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: new Date() })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'requested')))
        .returning();
      if (!row) throw new Error(`withdrawal ${id} was not pending`);
      return row;
    },

    async findWithUser(id: string): Promise<AdminWithdrawalRow | undefined> {
      const [row] = await db
        .select({ withdrawal: withdrawals, userName: users.name, userEmail: users.email, profileSlug: profiles.profileSlug })
        .from(withdrawals)
        .leftJoin(users, eq(users.id, withdrawals.userId))
        .leftJoin(profiles, eq(profiles.userId, withdrawals.userId))
        .where(eq(withdrawals.id, id))
        .limit(1);
      return row;
    },

    /** The admin queue: newest first, keyset pages, optionally one status. */
    async adminPage(query: { status?: WithdrawalStatus; cursor?: string; limit: number }): Promise<{ rows: AdminWithdrawalRow[]; nextCursor: string | null }> {
      return newestFirstPage(
        db
          .select({ withdrawal: withdrawals, userName: users.name, userEmail: users.email, profileSlug: profiles.profileSlug, ...keysetColumns(withdrawals) })
          .from(withdrawals)
          .leftJoin(users, eq(users.id, withdrawals.userId))
          .leftJoin(profiles, eq(profiles.userId, withdrawals.userId)),
        { table: withdrawals, cursor: query.cursor, limit: query.limit },
        [query.status ? eq(withdrawals.status, query.status) : undefined],
      );
    },
  };
}

export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
