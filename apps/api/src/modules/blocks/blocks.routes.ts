import { blockedUserParamsSchema, blockedUsersSchema } from '@passarela/shared';
import { z } from 'zod';
import { routesPlugin } from '../../plugins/route-declaration.ts';

export const blocksRoutes = routesPlugin('blocks', (route, { blocksService }) => {
  route.get(
    '/api/blocks',
    { access: 'user', summary: 'The people the caller blocked', response: { 200: blockedUsersSchema } },
    async (request) => blocksService.list(request.sessionUser.id),
  );

  route.put(
    '/api/blocks/:userId',
    {
      access: 'user',
      summary: 'Block a person: no messages, proposals or applications between the two until unblocked',
      params: blockedUserParamsSchema,
      response: { 200: z.object({ blocked: z.literal(true) }) },
    },
    async (request) => blocksService.block(request.sessionUser.id, request.params.userId),
  );

  route.delete(
    '/api/blocks/:userId',
    { access: 'user', summary: 'Unblock a person', params: blockedUserParamsSchema, response: { 200: z.object({ blocked: z.literal(false) }) } },
    async (request) => blocksService.unblock(request.sessionUser.id, request.params.userId),
  );
});
