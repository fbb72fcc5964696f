import { favoriteKeysSchema, favoriteParamsSchema, favoritesPageSchema, favoritesQuerySchema } from '@passarela/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

export async function favoritesRoutes(app: AppInstance) {
  const { favoritesService } = app.services;

  app.get(
    '/api/favorites/keys',
    {
      config: { access: 'user' },
      schema: {
        tags: ['favorites'],
        summary: 'Everything the caller has hearted, by kind (profile slugs, job ids), to paint the hearts',
        response: { 200: favoriteKeysSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return favoritesService.keys(requireSessionUser(request).id);
    },
  );

  app.get(
    '/api/favorites',
    {
      config: { access: 'user' },
      schema: {
        tags: ['favorites'],
        summary: 'One page of the caller’s favourites of a kind (/favoritos), newest first, keyset pages',
        querystring: favoritesQuerySchema,
        response: { 200: favoritesPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return favoritesService.list(requireSessionUser(request).id, request.query);
    },
  );

  app.put(
    '/api/favorites/:kind/:target',
    {
      config: { access: 'user' },
      schema: {
        tags: ['favorites'],
        summary: 'Heart a model, contractor/photographer (by profile slug) or job (by id); idempotent',
        params: favoriteParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await favoritesService.add(requireSessionUser(request).id, request.params.kind, request.params.target);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/favorites/:kind/:target',
    {
      config: { access: 'user' },
      schema: {
        tags: ['favorites'],
        summary: 'Remove a heart; removing one that is not there is a 204 too',
        params: favoriteParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await favoritesService.remove(requireSessionUser(request).id, request.params.kind, request.params.target);
      return reply.status(204).send(null);
    },
  );
}
