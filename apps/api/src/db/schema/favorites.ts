import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userRef } from './auth.ts';
import { timestamptz } from './columns.ts';

/**
 * Hearts (docs/product.md "Favourites"): a user keeps profiles (models, contractors, photographers)
 * and, once hiring lands, jobs. `kind` says which; `target_id` is the user id of the profile or
 * the job id. No foreign key on target_id because it points at two tables; the lists join and
 * drop targets that no longer exist or are not visible.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: userRef('user_id'),
    kind: text('kind', { enum: ['model', 'contractor', 'job'] }).notNull(),
    targetId: text('target_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    // "/favoritos" lists newest first per kind.
    index('favorites_user_kind_created_idx').on(t.userId, t.kind, t.createdAt),
  ],
);
