import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { citext } from './columns.ts';

export const contentPages = pgTable('content_pages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  slug: citext('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  bodyMarkdown: text('body_markdown').notNull(),
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which first versions (db/seed/content-pages) were ever put in: seeding adds only pages never
 * seeded before, so a page an admin deleted does not come back on the next start.
 */
export const contentPageSeeds = pgTable('content_page_seeds', {
  slug: citext('slug').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
