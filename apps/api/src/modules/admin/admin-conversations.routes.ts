import {
  adminConversationParamsSchema,
  adminConversationSchema,
  adminConversationSummariesSchema,
  adminDisputeConversationsQuerySchema,
} from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** An admin's reading of a thread, only through a report or a dispute, audited (docs/security.md #32). */
export const adminConversationsRoutes = routesPlugin('admin', (route, { adminConversationsService: service }) => {
  route.get(
    '/api/admin/conversations/:id',
    {
      access: ['admin'],
      // To anyone else the route does not exist; to an admin, a thread with no report or dispute neither.
      refusedAs: 'CONVERSATION_NOT_FOUND',
      summary:
        'A thread with its messages as typed, when an open report of one of its messages or a dispute between its two people exists; each reading is audited. 404 otherwise',
      params: adminConversationParamsSchema,
      response: { 200: adminConversationSchema },
    },
    async (request) => service.read(request.sessionUser.id, request.params.id),
  );

  route.get(
    '/api/admin/conversations',
    {
      access: ['admin'],
      summary: "The threads of a disputed contract's or shoot booking's two people (no message text: reading one is audited)",
      querystring: adminDisputeConversationsQuerySchema,
      response: { 200: adminConversationSummariesSchema },
    },
    async (request) => ({ items: await service.ofDispute(request.query) }),
  );
});
