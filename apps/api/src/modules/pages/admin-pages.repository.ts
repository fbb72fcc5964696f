import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentPages } from '../../db/schema/index.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;

/** Every page, published or not, for the admin area. Slugs are lower case (pageSlugSchema). */
export function createAdminPagesRepository(db: Database) {
  return {
    list() {
      return db.select().from(contentPages).orderBy(asc(contentPages.title));
    },

    async find(slug: string): Promise<ContentPageRow | undefined> {
      const rows = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
      return rows[0];
    },

    /** undefined when the slug is taken. */
    async insert(page: { slug: string; title: string; description: string; bodyMarkdown: string; published: boolean }): Promise<ContentPageRow | undefined> {
      const rows = await db.insert(contentPages).values(page).onConflictDoNothing({ target: contentPages.slug }).returning();
      return rows[0];
    },

    async update(slug: string, page: { title: string; description: string; bodyMarkdown: string; published: boolean }): Promise<ContentPageRow | undefined> {
      const rows = await db
        .update(contentPages)
        .set({ ...page, updatedAt: new Date() })
        .where(eq(contentPages.slug, slug))
        .returning();
      return rows[0];
    },

    async remove(slug: string): Promise<boolean> {
      const rows = await db.delete(contentPages).where(eq(contentPages.slug, slug)).returning({ slug: contentPages.slug });
      return rows.length > 0;
    },
  };
}

export type AdminPagesRepository = ReturnType<typeof createAdminPagesRepository>;
