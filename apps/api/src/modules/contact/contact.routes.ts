import {
  contactMessageBodySchema,
  contactMessageParamsSchema,
  contactMessageSchema,
  contactMessagesPageSchema,
  contactMessagesQuerySchema,
  contactMessageStatusBodySchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { routesOf } from '../../plugins/route-declaration.ts';

/** /contato's form (anyone) and the admin inbox ("Contato" in /admin) with a status per message. */
export async function contactRoutes(app: AppInstance) {
  const { contactService } = app.services;
  const formRoute = routesOf(app, 'contact');
  const inboxRoute = routesOf(app, 'admin');

  formRoute.post(
    '/api/contact',
    {
      access: 'public',
      summary: 'Send a message to the site’s team (limited per IP)',
      body: contactMessageBodySchema,
      response: { 201: contactMessageSchema.pick({ id: true }) },
    },
    async (request, reply) => {
      const saved = await contactService.send(request.body, { userId: request.sessionUser?.id ?? null, ip: request.ip, log: request.log });
      return reply.status(201).send({ id: saved.id });
    },
  );

  inboxRoute.get(
    '/api/admin/contact-messages',
    {
      access: ['admin'],
      summary: 'Messages from /contato, newest first, by status',
      querystring: contactMessagesQuerySchema,
      response: { 200: contactMessagesPageSchema },
    },
    async (request) => contactService.list(request.query.status, request.query.cursor),
  );

  inboxRoute.post(
    '/api/admin/contact-messages/:id/status',
    {
      access: ['admin'],
      summary: 'Mark a message read, answered or archived (audited)',
      params: contactMessageParamsSchema,
      body: contactMessageStatusBodySchema,
      response: { 200: contactMessageSchema },
    },
    async (request) => contactService.setStatus(request.sessionUser.id, request.params.id, request.body.status),
  );
}
