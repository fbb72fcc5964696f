import fastifyMultipart from '@fastify/multipart';
import { conversationIdParamsSchema, messageImageParamsSchema, messageImageQuerySchema, sentMessageResponseSchema } from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';
import { messageImageMultipartLimits, readMessageImageForm } from './message-image-form.ts';

/**
 * Photos in messages: sent with a message (multipart), read back only by the thread's two people.
 * A plugin of its own, so multipart is accepted by the upload route here and nowhere else.
 */
export const messageImagesRoutes = routesPlugin('conversations', async (route, { messageImagesService: service }, app) => {
  await app.register(fastifyMultipart, { limits: messageImageMultipartLimits, throwFileSizeLimit: true });

  route.post(
    '/api/conversations/:id/messages/with-images',
    {
      access: 'user',
      requireVerifiedEmail: true,
      summary:
        'Send a message with photos (multipart: optional text field `body`, up to 4 files `images`, JPEG, PNG or WebP up to 10 MB each); contacts in the text are hidden as in any message',
      params: conversationIdParamsSchema,
      response: { 201: sentMessageResponseSchema },
    },
    async (request, reply) => {
      const form = await readMessageImageForm(request);
      return reply.code(201).send(await service.send(request.sessionUser, request.params.id, form));
    },
  );

  route.get(
    '/api/conversations/:id/messages/:messageId/images/:imageId',
    {
      access: 'user',
      summary: 'One photo of a message (WebP; `size=thumb` for the small copy), to the two people of the thread only; anyone else gets 404',
      params: messageImageParamsSchema,
      querystring: messageImageQuerySchema,
    },
    async (request, reply) => {
      const { id, messageId, imageId } = request.params;
      const file = await service.open(request.sessionUser, { conversationId: id, messageId, imageId }, request.query.size ?? 'full');
      // Kept by her own browser only (a photo never changes under its id), never by a shared cache.
      reply.header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').type(file.contentType);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
});
