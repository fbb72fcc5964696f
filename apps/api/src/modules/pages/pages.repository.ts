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

    /** The page's editable text (any publication state), to tell an untouched seed from an edit. */
    async findText(slug: string): Promise<Pick<NewContentPage, 'title' | 'description' | 'bodyMarkdown'> | undefined> {
      const rows = await db
        .select({ title: contentPages.title, description: contentPages.description, bodyMarkdown: contentPages.bodyMarkdown })
        .from(contentPages)
        .where(eq(contentPages.slug, slug))
        .limit(1);
      return rows[0];
    },

    /**
     * Puts the new text in only while the page still holds `expected` (compare-and-set: an admin's
     * edit, or another instance starting at the same time, wins). Publication is left as it is.
     */
    async replaceTextIfUnchanged(page: NewContentPage, expected: Pick<NewContentPage, 'title' | 'description' | 'bodyMarkdown'>): Promise<boolean> {
      const rows = await db
        .update(contentPages)
        .set({ title: page.title, description: page.description, bodyMarkdown: page.bodyMarkdown, updatedAt: new Date() })
        .where(
          and(
            eq(contentPages.slug, page.slug),
            eq(contentPages.title, expected.title),
            eq(contentPages.description, expected.description),
            eq(contentPages.bodyMarkdown, expected.bodyMarkdown),
          ),
        )
        .returning({ slug: contentPages.slug });
      return rows.length > 0;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(contentPages);
      return row?.count ?? 0;
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
