/** Photos: the gallery of a profile ("Minha Mídia") and the uploads served from local disk. */
export { createGalleryRepository } from './gallery.repository.ts';
export { galleryRoutes } from './gallery.routes.ts';
export { createGalleryService } from './gallery.service.ts';
export { mediaRoutes } from './media.routes.ts';
