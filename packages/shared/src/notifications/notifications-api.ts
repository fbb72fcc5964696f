import { z } from 'zod';
import { textInput } from '../input/text-input.ts';

/** GET /api/notifications/unread-count (signed in): polled by the header every 30 s (docs/product.md "Spec 9"). */
export const unreadNotificationCountResponseSchema = z.object({ count: z.number().int().min(0) });
export type UnreadNotificationCountResponse = z.infer<typeof unreadNotificationCountResponseSchema>;
export const NOTIFICATION_POLL_MS = 30_000;

/** The header badge: nothing at 0, the number up to 9, '9+' above (docs/product.md "Spec 2"). */
export function notificationBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** One notification of the bell list (GET /api/notifications). */
export const notificationViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications?cursor=: the caller's, newest first, keyset pages of 20. */
export const notificationsQuerySchema = z.object({ cursor: textInput({ max: 500 }).optional() }).strict();
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsPageSchema = z.object({ items: z.array(notificationViewSchema), nextCursor: z.string().nullable() });
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid({ message: 'Notificação inválida.' }) }).strict();

/** POST /api/notifications/:id/read and /read-all answer the new unread count. */
export const notificationsReadResponseSchema = unreadNotificationCountResponseSchema;
