import { eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

type TableWithId = PgTable & { id: PgColumn };

/**
 * The four steps every row with a text `id` gets (a contract, a proposal, a shoot booking):
 * insert, read, lock for the rest of the transaction (SELECT ... FOR UPDATE) and update by id.
 * Repositories spread them into their own object beside the queries that are theirs.
 */
export function rowsById<T extends TableWithId>(db: Database, table: T) {
  type Row = InferSelectModel<T>;
  type NewRow = InferInsertModel<T>;
  const byId = (id: string) => eq(table.id, id);
  // Widened: drizzle's select() cannot check a generic table, the rows are typed by Row below.
  const source: PgTable = table;
  return {
    insert: async (values: NewRow): Promise<Row> => {
      const [row] = (await db.insert(table).values(values).returning()) as Row[];
      if (!row) throw new Error('insert returned nothing');
      return row;
    },

    findById: async (id: string): Promise<Row | undefined> => {
      const [row] = (await db.select().from(source).where(byId(id)).limit(1)) as Row[];
      return row;
    },

    /** Locks the row for the rest of the transaction: one step at a time on it. */
    lock: async (id: string): Promise<Row | undefined> => {
      const [row] = (await db.select().from(source).where(byId(id)).for('update')) as Row[];
      return row;
    },

    update: async (id: string, changes: Partial<NewRow>): Promise<void> => {
      await db.update(table).set(changes).where(byId(id));
    },
  };
}
