import { escapeHtml } from './html-escape.ts';
import type { SitemapEntryRow } from './share-previews.repository.ts';

/** The sitemap protocol's limit per file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** The lists anyone may browse; their content changes all the time, so they carry no lastmod. */
export const sitemapListPaths = ['/', '/modelos', '/contratantes', '/vagas'] as const;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeHtml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Lists, then content pages, then profiles up to the protocol's 50,000 URLs in one file. Past that
 * the newest profiles win (the query orders them so); a sitemap index split by page is the next
 * step when the marketplace gets there.
 */
export function sitemapEntries(pages: SitemapEntryRow[], profiles: SitemapEntryRow[]): SitemapEntry[] {
  const fixed: SitemapEntry[] = [...sitemapListPaths.map((path) => ({ path })), ...pages];
  return [...fixed, ...profiles].slice(0, SITEMAP_URL_LIMIT);
}

/** Private areas stay out of search engines; the app's own pages are all fair game. */
export function renderRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /favoritos',
    'Disallow: /testepagamento',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
