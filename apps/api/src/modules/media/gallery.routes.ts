import fastifyMultipart from '@fastify/multipart';
import {
  galleryItemParamsSchema,
  galleryItemResponseSchema,
  ownGalleryResponseSchema,
  profileSlugParamsSchema,
  publicGalleryResponseSchema,
  reorderGalleryBodySchema,
  updateGalleryCaptionBodySchema,
} from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';
import { galleryMultipartLimits, readGalleryUploadForm } from './gallery-upload-form.ts';

/**
 * The gallery ("Minha Mídia" / "Galeria"): the owner's routes under /api/profiles/me/media (the
 * user id always comes from the session) and the public listing of a visible profile.
 */
export const galleryRoutes = routesPlugin('media', async (route, { galleryService: gallery }, app) => {
  // Multipart is accepted by the routes of this plugin only (the upload).
  await app.register(fastifyMultipart, { limits: galleryMultipartLimits, throwFileSizeLimit: true });

  route.get(
    '/api/profiles/me/media',
    { access: 'user', summary: 'The caller’s gallery in order, with the plan’s photo limit', response: { 200: ownGalleryResponseSchema } },
    async (request) => gallery.getOwn(request.sessionUser.id),
  );

  route.post(
    '/api/profiles/me/media',
    {
      access: 'user',
      summary: 'Add photos at the end of the gallery (multipart, field `photos`, one or several JPEG, PNG or WebP up to 10 MB each)',
      response: { 201: ownGalleryResponseSchema },
    },
    async (request, reply) => {
      const userId = request.sessionUser.id;
      const uploads = await readGalleryUploadForm(request);
      return reply.status(201).send(await gallery.upload(userId, uploads));
    },
  );

  route.put(
    '/api/profiles/me/media/order',
    {
      access: 'user',
      summary: 'Reorder the gallery: every photo id once, first to last',
      body: reorderGalleryBodySchema,
      response: { 200: ownGalleryResponseSchema },
    },
    async (request) => gallery.reorder(request.sessionUser.id, request.body.ids),
  );

  route.patch(
    '/api/profiles/me/media/:id',
    {
      access: 'user',
      summary: 'Change the caption of one of the caller’s photos',
      params: galleryItemParamsSchema,
      body: updateGalleryCaptionBodySchema,
      response: { 200: galleryItemResponseSchema },
    },
    async (request) => ({ item: await gallery.updateCaption(request.sessionUser.id, request.params.id, request.body.caption) }),
  );

  route.delete(
    '/api/profiles/me/media/:id',
    {
      access: 'user',
      summary: 'Delete one of the caller’s photos and its files',
      params: galleryItemParamsSchema,
      response: { 200: ownGalleryResponseSchema },
    },
    async (request) => gallery.remove(request.sessionUser.id, request.params.id),
  );

  route.get(
    '/api/profiles/:slug/media',
    {
      access: 'public',
      summary: 'The gallery of a visible profile, in its owner’s order',
      params: profileSlugParamsSchema,
      response: { 200: publicGalleryResponseSchema },
    },
    async (request) => ({ items: await gallery.getPublic(request.params.slug, request.sessionUser) }),
  );
});
