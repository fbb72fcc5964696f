/** The site's settings (public and private), their cache, and the logo upload. */
export { logoUploadRoutes } from './logo-upload.routes.ts';
export { createSettingsRepository } from './settings.repository.ts';
export { settingsRoutes } from './settings.routes.ts';
export { createSettingsService, type SettingsService } from './settings.service.ts';
export { createSiteLogoService } from './site-logo.service.ts';
