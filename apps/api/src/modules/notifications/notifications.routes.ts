import {
  emailPreferencesSchema,
  notificationIdParamsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationsReadResponseSchema,
  unreadNotificationCountResponseSchema,
} from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';

export const notificationsRoutes = routesPlugin('notifications', (route, { notificationsService, emailPreferencesService }) => {
  route.get(
    '/api/me/email-preferences',
    {
      access: 'user',
      summary: 'Which notification emails the caller gets (Configurações); the bell always shows everything',
      response: { 200: emailPreferencesSchema },
    },
    async (request) => emailPreferencesService.get(request.sessionUser.id),
  );

  route.put(
    '/api/me/email-preferences',
    { access: 'user', summary: 'Turn notification emails on or off, by kind', body: emailPreferencesSchema, response: { 200: emailPreferencesSchema } },
    async (request) => {
      await emailPreferencesService.set(request.sessionUser.id, request.body);
      return request.body;
    },
  );

  route.get(
    '/api/notifications/unread-count',
    { access: 'user', summary: 'How many of the caller’s notifications are unread', response: { 200: unreadNotificationCountResponseSchema } },
    async (request) => ({ count: await notificationsService.unreadCount(request.sessionUser.id) }),
  );

  route.get(
    '/api/notifications',
    {
      access: 'user',
      summary: 'The caller’s notifications (the bell list), newest first, keyset pages of 20',
      querystring: notificationsQuerySchema,
      response: { 200: notificationsPageSchema },
    },
    async (request) => notificationsService.list(request.sessionUser.id, request.query.cursor),
  );

  route.post(
    '/api/notifications/read-all',
    {
      access: 'user',
      summary: 'Mark all of the caller’s notifications as read; answers the new unread count',
      response: { 200: notificationsReadResponseSchema },
    },
    async (request) => ({ count: await notificationsService.markAllRead(request.sessionUser.id) }),
  );

  route.post(
    '/api/notifications/:id/read',
    {
      access: 'user',
      summary: 'Mark one of the caller’s notifications as read (404 for anyone else’s); answers the new unread count',
      params: notificationIdParamsSchema,
      response: { 200: notificationsReadResponseSchema },
    },
    async (request) => ({ count: await notificationsService.markRead(request.sessionUser.id, request.params.id) }),
  );
});
