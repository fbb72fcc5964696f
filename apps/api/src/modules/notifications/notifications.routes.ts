import {
  emailPreferencesSchema,
  notificationIdParamsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationsReadResponseSchema,
  unreadNotificationCountResponseSchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

export async function notificationsRoutes(app: AppInstance) {
  const { notificationsService, emailPreferencesService } = app.services;

  app.get(
    '/api/me/email-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Which notification emails the caller gets (Configurações); the bell always shows everything',
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return emailPreferencesService.get(requireSessionUser(request).id);
    },
  );

  app.put(
    '/api/me/email-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Turn notification emails on or off, by kind',
        body: emailPreferencesSchema,
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await emailPreferencesService.set(requireSessionUser(request).id, request.body);
      return request.body;
    },
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: unreadNotificationCountResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await notificationsService.unreadCount(requireSessionUser(request).id) };
    },
  );

  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'The caller’s notifications (the bell list), newest first, keyset pages of 20',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notificationsService.list(requireSessionUser(request).id, request.query.cursor);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all of the caller’s notifications as read; answers the new unread count',
        response: { 200: notificationsReadResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await notificationsService.markAllRead(requireSessionUser(request).id) };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications as read (404 for anyone else’s); answers the new unread count',
        params: notificationIdParamsSchema,
        response: { 200: notificationsReadResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await notificationsService.markRead(requireSessionUser(request).id, request.params.id) };
    },
  );
}
