import type { SettingsService } from '../settings/index.ts';
import { noindexTag, type RenderedHead, renderPreviewHead } from './preview-head.ts';
import type { PreviewRoute } from './preview-loader.ts';
import { jobPreviewRoute } from './job-preview.ts';
import { shootPreviewRoute } from './shoot-preview.ts';
import { profilePreviewRoute } from './profile-preview.ts';
import type { SharePreviewsRepository } from './share-previews.repository.ts';
import { SITEMAP_URL_LIMIT, renderRobotsTxt, renderSitemap, sitemapEntries, sitemapListPaths } from './sitemap.ts';

export interface SharePreviewsDeps {
  repository: SharePreviewsRepository;
  settingsService: SettingsService;
  publicUrl: string;
  /** How long one built sitemap is served before the database is asked again. */
  sitemapCacheMs?: number;
  now?: () => number;
}

/**
 * Link previews, sitemap and robots.txt: what crawlers read without running JavaScript. The
 * sitemap is cached briefly (it is the one expensive answer here and anyone can ask for it); the
 * previews cost one indexed lookup each and are not cached, so a suspension hides a preview at once.
 */
export function createSharePreviewsService(deps: SharePreviewsDeps) {
  const { repository, settingsService, publicUrl } = deps;
  const sitemapCacheMs = deps.sitemapCacheMs ?? 10 * 60 * 1000;
  const now = deps.now ?? Date.now;
  let sitemapCache: { builtAt: number; xml: Promise<string> } | undefined;

  const previewRoutes: PreviewRoute[] = [profilePreviewRoute(repository), jobPreviewRoute(repository), shootPreviewRoute(repository)];

  async function buildSitemap(): Promise<string> {
    const pages = await repository.publishedPages();
    // Open jobs come before profiles: there are far fewer of them and they change the most.
    const jobs = await repository.indexableJobs(Math.max(0, SITEMAP_URL_LIMIT - sitemapListPaths.length - pages.length));
    const profiles = await repository.indexableProfiles(Math.max(0, SITEMAP_URL_LIMIT - sitemapListPaths.length - pages.length - jobs.length));
    return renderSitemap(publicUrl, sitemapEntries([...pages, ...jobs], profiles));
  }

  return {
    previewRoutes,

    /** The head for a preview page; null means "not found": the plain app with 404, kept out of search engines. */
    async renderHead(route: PreviewRoute, params: Record<string, string>): Promise<RenderedHead | { headTags: string; status: 404 }> {
      const { SITE_NAME: siteName } = await settingsService.getAll();
      const preview = await route.load(params, { publicUrl, siteName });
      return preview ? renderPreviewHead(preview, siteName) : { headTags: noindexTag, status: 404 };
    },

    /** Concurrent requests during a rebuild share it; a failed build is not kept. */
    sitemapXml(): Promise<string> {
      if (!sitemapCache || now() - sitemapCache.builtAt >= sitemapCacheMs) {
        const xml = buildSitemap();
        const entry = { builtAt: now(), xml };
        sitemapCache = entry;
        xml.catch(() => {
          if (sitemapCache === entry) sitemapCache = undefined;
        });
      }
      return sitemapCache.xml;
    },

    robotsTxt(): string {
      return renderRobotsTxt(publicUrl);
    },
  };
}

export type SharePreviewsService = ReturnType<typeof createSharePreviewsService>;
