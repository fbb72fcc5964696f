/** Content pages (Markdown): the published ones for everybody, and their editing in /admin. */
export { createAdminPagesRepository } from './admin-pages.repository.ts';
export { adminPagesRoutes } from './admin-pages.routes.ts';
export { createAdminPagesService } from './admin-pages.service.ts';
export { createPagesRepository, type NewContentPage } from './pages.repository.ts';
export { pagesRoutes } from './pages.routes.ts';
export { createPagesService, type PagesService } from './pages.service.ts';
export { seedVersionHash } from './seed-version.ts';
