/** Telling people what happened: the bell, the emails of the kinds that wait on a decision, and their preferences. */
export { createEmailPreferencesRepository } from './email-preferences.repository.ts';
export { createEmailPreferencesService } from './email-preferences.service.ts';
export { createNotificationsRepository } from './notifications.repository.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { createNotificationsService, type NotificationsService } from './notifications.service.ts';
export { createNotifier, type NotificationInput, type Notifier } from './notifier.ts';
export { notifySafely } from './notify-safely.ts';
