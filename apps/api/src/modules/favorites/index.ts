/** Hearts (/favoritos): models, contractors and jobs a person keeps, each list newest heart first. */
export { createFavoritesRepository } from './favorites.repository.ts';
export { favoritesRoutes } from './favorites.routes.ts';
export { createFavoritesService } from './favorites.service.ts';
