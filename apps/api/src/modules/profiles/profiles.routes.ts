import fastifyMultipart from '@fastify/multipart';
import { ownProfileResponseSchema, profileSlugParamsSchema, publicProfileResponseSchema, updateOwnProfileBodySchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { profilePhotoMultipartLimits, readProfilePhotoForm } from './profile-photo-form.ts';

export async function profilesRoutes(app: AppInstance) {
  const { profilesService } = app.services;
  // Multipart is accepted by the routes of this plugin only (the photo upload).
  await app.register(fastifyMultipart, { limits: profilePhotoMultipartLimits, throwFileSizeLimit: true });

  app.get(
    '/api/profiles/me',
    {
      config: { access: 'user' },
      schema: { tags: ['profiles'], summary: 'The signed-in user’s own profile, private fields included', response: { 200: ownProfileResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { profile: await profilesService.getOwnProfile(requireSessionUser(request).id) };
    },
  );

  app.patch(
    '/api/profiles/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profiles'],
        summary: 'Save “Meu Perfil” (every field at once); the profile slug never changes',
        body: updateOwnProfileBodySchema,
        response: { 200: ownProfileResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { profile: await profilesService.updateOwnProfile(requireSessionUser(request).id, request.body) };
    },
  );

  app.put(
    '/api/profiles/me/photo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profiles'],
        summary: 'Replace the profile photo (multipart, field `photo`: JPEG, PNG or WebP up to 10 MB)',
        response: { 200: ownProfileResponseSchema },
      },
    },
    async (request, reply) => {
      const photo = await readProfilePhotoForm(request);
      reply.header('cache-control', 'no-store');
      return { profile: await profilesService.replacePhoto(requireSessionUser(request).id, photo) };
    },
  );

  app.get(
    '/api/profiles/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profiles'],
        summary: 'A public profile by its slug (no phone, no email; a minor’s Instagram only for herself and admins)',
        params: profileSlugParamsSchema,
        response: { 200: publicProfileResponseSchema },
      },
    },
    async (request) => ({ profile: await profilesService.getPublicProfile(request.params.slug, request.sessionUser) }),
  );
}
