import type { ContentPage } from '@passarela/shared';
import { AppError } from '../../lib/app-error.ts';
import type { NewContentPage, PagesRepository } from './pages.repository.ts';
import { createRenderedHtmlCache } from './rendered-html-cache.ts';
import { seedVersionHash } from './seed-version.ts';

/** Page slugs are lower-case words joined by hyphens; anything else cannot exist. */
const pageSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function createPagesService(repository: PagesRepository) {
  const htmlCache = createRenderedHtmlCache();
  return {
    async getPublished(slug: string): Promise<ContentPage> {
      // Checked before the query: a NUL byte would make PostgreSQL fail (a 500), and nothing else can match.
      if (!pageSlugPattern.test(slug.toLowerCase())) throw new AppError('PAGE_NOT_FOUND');
      const page = await repository.findPublishedBySlug(slug.toLowerCase());
      if (!page) throw new AppError('PAGE_NOT_FOUND');
      return {
        slug: page.slug,
        title: page.title,
        description: page.description,
        html: htmlCache.render(page.slug, page.updatedAt, page.bodyMarkdown),
        updatedAt: page.updatedAt.toISOString(),
      };
    },

    /** The site's first pages, each put in once (db/seed/seed-content-pages.ts). */
    seedOnce: (pages: NewContentPage[]): Promise<number> => repository.seedOnce(pages),

    /**
     * A seeded page rewritten in a later release: the new text replaces the page only while it
     * still holds one of the earlier seeded versions (`earlierVersions`, seedVersionHash of each),
     * so a page an admin edited (or deleted) is never touched, and running it again changes nothing.
     */
    async replaceUneditedSeed(page: NewContentPage, earlierVersions: readonly string[]): Promise<boolean> {
      const current = await repository.findText(page.slug);
      if (!current || !earlierVersions.includes(seedVersionHash(current))) return false;
      return repository.replaceTextIfUnchanged(page, current);
    },

    async listPublished() {
      const rows = await repository.listPublished();
      return rows.map((row) => ({ slug: row.slug, title: row.title }));
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
