/** Profiles: "Meu Perfil", the public profile page, the photo, and the readable slug every profile gets. */
export { insertProfileWithUniqueSlug } from './insert-profile.ts';
export { prepareProfilePhoto, storeProfilePhoto } from './profile-photo.ts';
export { createProfilesRepository, type ProfilesRepository } from './profiles.repository.ts';
export { profilesRoutes } from './profiles.routes.ts';
export { createProfilesService } from './profiles.service.ts';
