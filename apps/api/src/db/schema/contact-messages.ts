import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** Messages sent from /contato (docs/product.md "Content pages"), read and answered in /admin. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The sender's account when signed in; no foreign key, the message outlives the account. */
    userId: text('user_id'),
    status: text('status', { enum: ['new', 'read', 'answered', 'archived'] })
      .notNull()
      .default('new'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc()),
    index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
