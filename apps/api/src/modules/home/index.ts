/** The home page's lists: featured models and the newest open jobs (read only). */
export { createHomeRepository } from './home.repository.ts';
export { homeRoutes } from './home.routes.ts';
export { createHomeService } from './home.service.ts';
