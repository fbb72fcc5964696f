import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './auth.ts';
import { timestamptz } from './columns.ts';

/**
 * In-app notifications (docs/product.md "Notifications"). The header polls the unread count every 30 s
 * for every signed-in user, so unread rows have their own partial index.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    /** What happened, e.g. 'application_received'; the hiring issue defines the list. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where a click goes inside the app (a path such as /dashboard?tab=jobs), or null. */
    link: text('link'),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_unread_by_user_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
  ],
);
