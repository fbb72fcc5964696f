import { favoriteKeysSchema, favoriteParamsSchema, favoritesPageSchema, favoritesQuerySchema } from '@passarela/shared';
import { z } from 'zod';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** Hearting, by verb on the same path: PUT adds a heart, DELETE removes it; both idempotent. */
const heartChanges = [
  { method: 'put', change: 'add', summary: 'Heart a model, contractor/photographer (by profile slug) or job (by id); idempotent' },
  { method: 'delete', change: 'remove', summary: 'Remove a heart; removing one that is not there is a 204 too' },
] as const;

export const favoritesRoutes = routesPlugin('favorites', (route, { favoritesService }) => {
  route.get(
    '/api/favorites/keys',
    {
      access: 'user',
      summary: 'Everything the caller has hearted, by kind (profile slugs, job ids), to paint the hearts',
      response: { 200: favoriteKeysSchema },
    },
    async (request) => favoritesService.keys(request.sessionUser.id),
  );

  route.get(
    '/api/favorites',
    {
      access: 'user',
      summary: 'One page of the caller’s favourites of a kind (/favoritos), newest first, keyset pages',
      querystring: favoritesQuerySchema,
      response: { 200: favoritesPageSchema },
    },
    async (request) => favoritesService.list(request.sessionUser.id, request.query),
  );

  for (const { method, change, summary } of heartChanges) {
    route[method](
      '/api/favorites/:kind/:target',
      { access: 'user', summary, params: favoriteParamsSchema, response: { 204: z.null() } },
      async (request, reply) => {
        await favoritesService[change](request.sessionUser.id, request.params.kind, request.params.target);
        return reply.status(204).send(null);
      },
    );
  }
});
