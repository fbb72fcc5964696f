import { NOTIFICATIONS_PAGE_SIZE, type NotificationsPage, type NotificationView } from '@passarela/shared';
import { AppError } from '../../lib/app-error.ts';
import { toIsoString } from '../../lib/iso-time.ts';
import { decodeKeysetCursor, toKeysetPage } from '../../lib/keyset-cursor.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

function toView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.read_at === null ? null : toIsoString(row.read_at),
    created_at: toIsoString(row.created_at),
  };
}

/** The bell. Always the caller's own notifications: the user id comes from the session, never from the request. */
export function createNotificationsService(repository: NotificationsRepository) {
  return {
    async unreadCount(userId: string): Promise<number> {
      return repository.countUnread(userId);
    },

    async list(userId: string, cursor: string | undefined): Promise<NotificationsPage> {
      const rows = await repository.page(userId, cursor ? decodeKeysetCursor(cursor) : undefined, NOTIFICATIONS_PAGE_SIZE + 1);
      const page = toKeysetPage(rows, NOTIFICATIONS_PAGE_SIZE, (row) => ({ createdAt: row.created_at_key, id: row.id }));
      return { items: page.rows.map(toView), nextCursor: page.nextCursor };
    },

    /** Someone else's notification is 404, like a missing one (docs/security.md #8). */
    async markRead(userId: string, id: string): Promise<number> {
      if (!(await repository.markRead(userId, id))) throw new AppError('NOTIFICATION_NOT_FOUND');
      return repository.countUnread(userId);
    },

    async markAllRead(userId: string): Promise<number> {
      await repository.markAllRead(userId);
      return repository.countUnread(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
