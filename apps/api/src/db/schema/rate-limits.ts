import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Fixed-window counters, one row per key (e.g. `sign-in:ip:1.2.3.4`). Kept in the database so a
 * limit holds across every app instance (docs/security.md #3).
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});
