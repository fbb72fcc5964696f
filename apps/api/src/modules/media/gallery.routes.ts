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
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { galleryMultipartLimits, readGalleryUploadForm } from './gallery-upload-form.ts';

/**
 * The gallery ("Minha Mídia" / "Galeria"): the owner's routes under /api/profiles/me/media (the
 * user id always comes from the session) and the public listing of a visible profile.
 */
export async function galleryRoutes(app: AppInstance) {
  const { galleryService: gallery } = app.services;
  // Multipart is accepted by the routes of this plugin only (the upload).
  await app.register(fastifyMultipart, { limits: galleryMultipartLimits, throwFileSizeLimit: true });

  app.get(
    '/api/profiles/me/media',
    {
      config: { access: 'user' },
      schema: { tags: ['media'], summary: 'The caller’s gallery in order, with the plan’s photo limit', response: { 200: ownGalleryResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return gallery.getOwn(requireSessionUser(request).id);
    },
  );

  app.post(
    '/api/profiles/me/media',
    {
      config: { access: 'user' },
      schema: {
        tags: ['media'],
        summary: 'Add photos at the end of the gallery (multipart, field `photos`, one or several JPEG, PNG or WebP up to 10 MB each)',
        response: { 201: ownGalleryResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = requireSessionUser(request).id;
      const uploads = await readGalleryUploadForm(request);
      const answer = await gallery.upload(userId, uploads);
      return reply.status(201).header('cache-control', 'no-store').send(answer);
    },
  );

  app.put(
    '/api/profiles/me/media/order',
    {
      config: { access: 'user' },
      schema: {
        tags: ['media'],
        summary: 'Reorder the gallery: every photo id once, first to last',
        body: reorderGalleryBodySchema,
        response: { 200: ownGalleryResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return gallery.reorder(requireSessionUser(request).id, request.body.ids);
    },
  );

  app.patch(
    '/api/profiles/me/media/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['media'],
        summary: 'Change the caption of one of the caller’s photos',
        params: galleryItemParamsSchema,
        body: updateGalleryCaptionBodySchema,
        response: { 200: galleryItemResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { item: await gallery.updateCaption(requireSessionUser(request).id, request.params.id, request.body.caption) };
    },
  );

  app.delete(
    '/api/profiles/me/media/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['media'],
        summary: 'Delete one of the caller’s photos and its files',
        params: galleryItemParamsSchema,
        response: { 200: ownGalleryResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return gallery.remove(requireSessionUser(request).id, request.params.id);
    },
  );

  app.get(
    '/api/profiles/:slug/media',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary: 'The gallery of a visible profile, in its owner’s order',
        params: profileSlugParamsSchema,
        response: { 200: publicGalleryResponseSchema },
      },
    },
    async (request) => ({ items: await gallery.getPublic(request.params.slug) }),
  );
}
