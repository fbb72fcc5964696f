import {
  contactMessageBodySchema,
  contactMessageParamsSchema,
  contactMessageSchema,
  contactMessagesPageSchema,
  contactMessagesQuerySchema,
  contactMessageStatusBodySchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

/** /contato's form (anyone) and the admin inbox ("Contato" in /admin) with a status per message. */
export async function contactRoutes(app: AppInstance) {
  const { contactService } = app.services;

  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the site’s team (limited per IP)',
        body: contactMessageBodySchema,
        response: { 201: contactMessageSchema.pick({ id: true }) },
      },
    },
    async (request, reply) => {
      const saved = await contactService.send(request.body, { userId: request.sessionUser?.id ?? null, ip: request.ip, log: request.log });
      return reply.status(201).send({ id: saved.id });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Messages from /contato, newest first, by status',
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagesPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return contactService.list(request.query.status, request.query.cursor);
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/status',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Mark a message read, answered or archived (audited)',
        params: contactMessageParamsSchema,
        body: contactMessageStatusBodySchema,
        response: { 200: contactMessageSchema },
      },
    },
    async (request) => contactService.setStatus(requireSessionUser(request).id, request.params.id, request.body.status),
  );
}
