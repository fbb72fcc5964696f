import type { ContactMessage, ContactMessageStatus } from '@passarela/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { keysetColumns, newestFirstPage } from '../../lib/keyset-cursor.ts';

type Row = typeof contactMessages.$inferSelect;

const toView = (row: Row): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  user_id: row.userId,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

export function createContactRepository(db: Database) {
  return {
    async insert(message: { name: string; email: string; subject: string; message: string; userId: string | null }): Promise<ContactMessage> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('contact message insert returned no row');
      return toView(row);
    },

    async list(status: ContactMessageStatus | undefined, cursor: string | undefined, pageSize: number) {
      const conditions: (SQL | undefined)[] = [status ? eq(contactMessages.status, status) : undefined];
      const page = await newestFirstPage(
        db.select({ row: contactMessages, ...keysetColumns(contactMessages) }).from(contactMessages),
        { table: contactMessages, cursor, limit: pageSize },
        conditions,
      );
      return { items: page.rows.map(({ row }) => toView(row)), nextCursor: page.nextCursor };
    },

    async setStatus(id: string, status: ContactMessageStatus): Promise<ContactMessage | undefined> {
      const [row] = await db.update(contactMessages).set({ status, updatedAt: new Date() }).where(eq(contactMessages.id, id)).returning();
      return row ? toView(row) : undefined;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
