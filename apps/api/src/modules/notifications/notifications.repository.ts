import { isMinorOn } from '@passarela/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, profiles, users } from '../../db/schema/index.ts';
import { pickColumns } from '../../db/pick-columns.ts';
import type { KeysetPosition } from '../../lib/keyset-cursor.ts';

export type NewNotification = typeof notifications.$inferInsert;

export interface EmailRecipient {
  email: string;
  name: string;
  /** The notification emails the person turned off (emailPreferenceCategories). */
  emailOptOuts: string[];
  /** A minor's legal guardian, copied on her emails; null otherwise. */
  guardian: { email: string; name: string } | null;
}

export interface NotificationRow {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
  created_at_key: string;
}

export function createNotificationsRepository(db: Database) {
  return {
    /**
     * Address and name to email a user (notifications); none for a suspended account. A model
     * under 18 comes with her legal guardian, who gets a copy (docs/security.md #23).
     */
    async findRecipient(userId: string): Promise<EmailRecipient | undefined> {
      const rows = await db
        .select({
          ...pickColumns(users, 'email', 'name', 'emailOptOuts', 'userType'),
          ...pickColumns(profiles, 'birthDate', 'guardianName', 'guardianEmail'),
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      const minor = row.userType === 'model' && isMinorOn(row.birthDate);
      const guardian = minor && row.guardianName && row.guardianEmail ? { name: row.guardianName, email: row.guardianEmail } : null;
      return { email: row.email, name: row.name, emailOptOuts: row.emailOptOuts, guardian };
    },

    async insert(notification: NewNotification): Promise<string> {
      const [row] = await db.insert(notifications).values(notification).returning({ id: notifications.id });
      if (!row) throw new Error('notification insert returned no row');
      return row.id;
    },

    /**
     * The recipient's one unread line of this type and link, brought up to date and to the top
     * (created now); a new line when she has none unread. Answers whether a line was replaced.
     */
    async replaceUnread(notification: NewNotification): Promise<boolean> {
      const { link } = notification;
      if (!link) {
        await db.insert(notifications).values(notification);
        return false;
      }
      const replaced = await db
        .update(notifications)
        .set({ title: notification.title, body: notification.body, createdAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, notification.userId),
            eq(notifications.type, notification.type),
            eq(notifications.link, link),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      if (replaced.length > 0) return true;
      await db.insert(notifications).values(notification);
      return false;
    },

    /** Served by the partial index on unread rows, so the 30-second poll stays cheap. */
    async countUnread(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.count ?? 0;
    },

    /** The user's newest first, keyset on (created_at, id) over notifications_user_created_idx. */
    async page(userId: string, after: KeysetPosition | undefined, fetch: number): Promise<NotificationRow[]> {
      const conditions = [sql`n.user_id = ${userId}`];
      if (after) conditions.push(sql`(n.created_at, n.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
      const result = await db.execute<NotificationRow & Record<string, unknown>>(sql`
        select n.id, n.type, n.title, n.body, n.link, n.read_at, n.created_at, n.created_at::text as created_at_key
          from notifications n
         where ${sql.join(conditions, sql` and `)}
         order by n.created_at desc, n.id desc
         limit ${fetch}`);
      return result.rows;
    },

    /** Marks one of the user's own as read (idempotent); false when it is not theirs or missing. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
