import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, users } from '../../db/schema/index.ts';
import { rowsById } from '../../db/rows-by-id.ts';

/** A contract as stored: what its views, escrow (funding, release, refund) and disputes work on. */
export type ContractRow = typeof contracts.$inferSelect;

export function createContractsRepository(db: Database) {
  return {
    // findById, insert, update, and lock (one money step at a time on a contract).
    ...rowsById(db, contracts),

    /** Every contract where the user is a party, newest first. */
    async listOfParty(userId: string, limit: number): Promise<ContractRow[]> {
      return db
        .select()
        .from(contracts)
        .where(or(eq(contracts.ownerId, userId), eq(contracts.modelId, userId)))
        .orderBy(desc(contracts.createdAt), desc(contracts.id))
        .limit(limit);
    },

    /** The contract each of these proposals became, for those that did. */
    async idsByProposal(proposalIds: readonly string[]): Promise<Map<string, string>> {
      const contractIds = new Map<string, string>();
      if (proposalIds.length === 0) return contractIds;
      for (const row of await db
        .select({ id: contracts.id, proposalId: contracts.proposalId })
        .from(contracts)
        .where(inArray(contracts.proposalId, [...proposalIds]))) {
        contractIds.set(row.proposalId, row.id);
      }
      return contractIds;
    },

    /** Contracts waiting for an admin, oldest dispute first. */
    async findDisputed(limit: number): Promise<ContractRow[]> {
      return db.select().from(contracts).where(eq(contracts.status, 'disputed')).orderBy(contracts.disputedAt, desc(contracts.id)).limit(limit);
    },

    /** Email addresses by user id (the admin dispute queue shows them). */
    async findEmails(ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, unique));
      return new Map(rows.map((row) => [row.id, row.email]));
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
