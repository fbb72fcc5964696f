import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './auth.ts';
import { timestamptz } from './columns.ts';

/** Which version of the terms and privacy policy a user accepted, and when (docs/security.md #22). */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: userRef('user_id'),
    document: text('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
  },
  (t) => [check('consents_document_check', sql`${t.document} in ('terms', 'privacy')`), index('consents_user_id_idx').on(t.userId)],
);
