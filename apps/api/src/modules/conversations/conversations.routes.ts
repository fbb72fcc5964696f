import {
  conversationIdParamsSchema,
  conversationResponseSchema,
  conversationsPageSchema,
  conversationsQuerySchema,
  conversationsUnreadCountSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageBodySchema,
  sentMessageResponseSchema,
  startConversationBodySchema,
} from '@passarela/shared';
import { z } from 'zod';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** Every route: signed in, and a thread is read or written only by its two people (others get 404). */
export const conversationsRoutes = routesPlugin('conversations', (route, { conversationsService }) => {
  route.post(
    '/api/conversations',
    {
      access: 'user',
      requireVerifiedEmail: true,
      summary: 'Open (or find) the thread of a profile, application or proposal and send its first message',
      body: startConversationBodySchema,
      response: { 201: sentMessageResponseSchema },
    },
    async (request, reply) => reply.code(201).send(await conversationsService.start(request.sessionUser, request.body)),
  );

  route.get(
    '/api/conversations',
    { access: 'user', summary: 'The caller’s threads, newest activity first', querystring: conversationsQuerySchema, response: { 200: conversationsPageSchema } },
    async (request) => conversationsService.list(request.sessionUser, request.query.cursor),
  );

  route.get(
    '/api/conversations/unread-count',
    { access: 'user', summary: 'Messages from others the caller has not read, in all threads', response: { 200: conversationsUnreadCountSchema } },
    async (request) => conversationsService.unreadCount(request.sessionUser),
  );

  route.get(
    '/api/conversations/:id',
    { access: 'user', summary: 'One of the caller’s threads', params: conversationIdParamsSchema, response: { 200: conversationResponseSchema } },
    async (request) => ({ conversation: await conversationsService.get(request.sessionUser, request.params.id) }),
  );

  route.get(
    '/api/conversations/:id/messages',
    {
      access: 'user',
      summary: 'A page of a thread’s messages (the latest first page, oldest first within it); `before` pages back',
      params: conversationIdParamsSchema,
      querystring: messagesQuerySchema,
      response: { 200: messagesPageSchema },
    },
    async (request) => conversationsService.messages(request.sessionUser, request.params.id, request.query.before),
  );

  route.post(
    '/api/conversations/:id/messages',
    {
      access: 'user',
      requireVerifiedEmail: true,
      summary: 'Send a message; contacts are hidden until a contract between the two is paid',
      params: conversationIdParamsSchema,
      body: sendMessageBodySchema,
      response: { 201: sentMessageResponseSchema },
    },
    async (request, reply) => reply.code(201).send(await conversationsService.send(request.sessionUser, request.params.id, request.body.body)),
  );

  route.post(
    '/api/conversations/:id/read',
    { access: 'user', summary: 'Mark a thread read; answers the caller’s new unread total', params: conversationIdParamsSchema, response: { 200: conversationsUnreadCountSchema } },
    async (request) => conversationsService.markRead(request.sessionUser, request.params.id),
  );

  route.post(
    '/api/conversations/:id/report',
    {
      access: 'user',
      summary: '"Denunciar" on a request for money outside the platform: hides the thread for the caller and flags it for the admins',
      params: conversationIdParamsSchema,
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
    async (request) => conversationsService.report(request.sessionUser, request.params.id),
  );
});
