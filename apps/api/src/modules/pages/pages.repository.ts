import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentPageSeeds, contentPages } from '../../db/schema/index.ts';

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
    /**
     * Inserts the pages never seeded before (a slug taken by an admin's own page is left alone) and
     * remembers every slug as seeded, so a page deleted later stays deleted.
     */
    async seedOnce(pages: NewContentPage[]): Promise<number> {
      if (pages.length === 0) return 0;
      const seeded = new Set((await db.select({ slug: contentPageSeeds.slug }).from(contentPageSeeds)).map((row) => row.slug.toLowerCase()));
      const fresh = pages.filter((page) => !seeded.has(page.slug.toLowerCase()));
      if (fresh.length === 0) return 0;
      const inserted = await db.insert(contentPages).values(fresh).onConflictDoNothing({ target: contentPages.slug }).returning({ slug: contentPages.slug });
      await db
        .insert(contentPageSeeds)
        .values(fresh.map((page) => ({ slug: page.slug })))
        .onConflictDoNothing();
      return inserted.length;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(contentPages);
      return row?.count ?? 0;
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
