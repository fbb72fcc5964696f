import fastifyMultipart from '@fastify/multipart';
import { ownProfileResponseSchema, profileSlugParamsSchema, publicProfileResponseSchema, updateOwnProfileBodySchema } from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';
import { profilePhotoMultipartLimits, readProfilePhotoForm } from './profile-photo-form.ts';

export const profilesRoutes = routesPlugin('profiles', async (route, { profilesService }, app) => {
  // Multipart is accepted by the routes of this plugin only (the photo upload).
  await app.register(fastifyMultipart, { limits: profilePhotoMultipartLimits, throwFileSizeLimit: true });

  route.get(
    '/api/profiles/me',
    { access: 'user', summary: 'The signed-in user’s own profile, private fields included', response: { 200: ownProfileResponseSchema } },
    async (request) => ({ profile: await profilesService.getOwnProfile(request.sessionUser.id) }),
  );

  route.patch(
    '/api/profiles/me',
    {
      access: 'user',
      summary: 'Save “Meu Perfil” (every field at once); the profile slug never changes',
      body: updateOwnProfileBodySchema,
      response: { 200: ownProfileResponseSchema },
    },
    async (request) => ({ profile: await profilesService.updateOwnProfile(request.sessionUser.id, request.body) }),
  );

  route.put(
    '/api/profiles/me/photo',
    {
      access: 'user',
      summary: 'Replace the profile photo (multipart, field `photo`: JPEG, PNG or WebP up to 10 MB)',
      response: { 200: ownProfileResponseSchema },
    },
    async (request) => {
      const photo = await readProfilePhotoForm(request);
      return { profile: await profilesService.replacePhoto(request.sessionUser.id, photo) };
    },
  );

  route.get(
    '/api/profiles/:slug',
    {
      access: 'public',
      summary: 'A public profile by its slug (no phone, no email; a minor’s Instagram only for herself and admins)',
      params: profileSlugParamsSchema,
      response: { 200: publicProfileResponseSchema },
    },
    async (request) => ({ profile: await profilesService.getPublicProfile(request.params.slug, request.sessionUser) }),
  );
});
