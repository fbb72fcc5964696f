/** What crawlers read without running JavaScript: link previews in the page's HTML, sitemap.xml and robots.txt. */
export { createSharePreviewsRepository } from './share-previews.repository.ts';
export { sharePreviewsRoutes } from './share-previews.routes.ts';
export { createSharePreviewsService } from './share-previews.service.ts';
