import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, users } from '../../db/schema/index.ts';

/** The contract rows escrow works on (funding, release, refund, disputes). */
export type ContractRow = typeof contracts.$inferSelect;

/** Locks the contract row for the rest of the transaction (SELECT ... FOR UPDATE): one money step at a time. */
export async function lockContractRow(tx: Database, contractId: string): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  return row;
}

export async function updateContract(tx: Database, contractId: string, changes: Partial<typeof contracts.$inferInsert>): Promise<void> {
  await tx.update(contracts).set(changes).where(eq(contracts.id, contractId));
}

/** Contracts waiting for an admin, oldest dispute first. */
export async function findDisputedContracts(db: Database, limit: number): Promise<ContractRow[]> {
  return db.select().from(contracts).where(eq(contracts.status, 'disputed')).orderBy(contracts.disputedAt, desc(contracts.id)).limit(limit);
}

/** Email addresses by user id (the admin dispute queue shows them). */
export async function findEmails(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.email]));
}
