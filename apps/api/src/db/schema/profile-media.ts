import { index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './auth.ts';
import { timestamptz } from './columns.ts';

/**
 * Gallery photos ("Minha Mídia" / "Galeria", docs/product.md "Profiles and media"). Each row is one
 * uploaded photo re-encoded to WebP in every gallery width; `url` points at the middle width and
 * the others sit beside it. `position` orders the gallery (0 first); reordering rewrites it.
 */
export const profileMedia = pgTable(
  'profile_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    url: text('url').notNull(),
    /** Pixel size of the largest stored copy, so pages reserve the space before it loads (CLS). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    caption: text('caption').notNull().default(''),
    position: smallint('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('profile_media_user_position_idx').on(t.userId, t.position)],
);
