import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentPages } from '../../db/schema/index.ts';

export interface NewContentPage {
  slug: string;
  title: string;
  description: string;
  bodyMarkdown: string;
}

export function createPagesRepository(db: Database) {
  return {
    async findPublishedBySlug(slug: string) {
      const rows = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true)))
        .limit(1);
      return rows[0];
    },

    listPublished() {
      return db
        .select({ slug: contentPages.slug, title: contentPages.title, updatedAt: contentPages.updatedAt })
        .from(contentPages)
        .where(eq(contentPages.published, true))
        .orderBy(asc(contentPages.title));
    },

    /** Seeds never overwrite: once an admin edits a page, their text stays. */
    async insertMissing(pages: NewContentPage[]): Promise<number> {
      if (pages.length === 0) return 0;
      const inserted = await db.insert(contentPages).values(pages).onConflictDoNothing({ target: contentPages.slug }).returning({ slug: contentPages.slug });
      return inserted.length;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(contentPages);
      return row?.count ?? 0;
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
