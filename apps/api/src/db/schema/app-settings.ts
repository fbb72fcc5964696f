import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per setting key; value is `{ value }` as docs/product.md "Spec 3" stores it. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<{ value: unknown }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
