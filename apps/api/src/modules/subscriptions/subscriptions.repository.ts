import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proExpiryReminders, users } from '../../db/schema/index.ts';

/**
 * The PRO state lives on users (subscription_type, subscription_expires_at): the session, the
 * lists (through profiles.pro_until, copied by a trigger of migration 0006 in the same
 * transaction), badges and the gallery/application limits all read these two columns.
 */
export interface UserPlan {
  subscriptionType: string | null;
  subscriptionExpiresAt: Date | null;
}

export function createSubscriptionsRepository(db: Database) {
  return {
    /** The user's plan, read without a lock (views). */
    async findUserPlan(userId: string): Promise<UserPlan | undefined> {
      const [row] = await db
        .select({ subscriptionType: users.subscriptionType, subscriptionExpiresAt: users.subscriptionExpiresAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /**
     * The user's plan, the user's row locked for the rest of the transaction: two purchases extend
     * one after the other, and a free model's applications are counted one at a time.
     */
    async lockUserPlan(userId: string): Promise<UserPlan | undefined> {
      const [row] = await db
        .select({ subscriptionType: users.subscriptionType, subscriptionExpiresAt: users.subscriptionExpiresAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    async setProUntil(userId: string, expiresAt: Date): Promise<void> {
      await db.update(users).set({ subscriptionType: 'pro', subscriptionExpiresAt: expiresAt, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Active PRO users whose end falls in (now, until]. */
    async findProEndingBetween(now: Date, until: Date): Promise<{ userId: string; expiresAt: Date }[]> {
      const rows = await db
        .select({ userId: users.id, expiresAt: users.subscriptionExpiresAt })
        .from(users)
        .where(and(eq(users.subscriptionType, 'pro'), gt(users.subscriptionExpiresAt, now), lte(users.subscriptionExpiresAt, until)));
      return rows.flatMap((row) => (row.expiresAt ? [{ userId: row.userId, expiresAt: row.expiresAt }] : []));
    },

    /**
     * Claims the reminder for one (user, expiry): true for exactly one caller, even with two app
     * instances running the same hour (the primary key decides).
     */
    async claimExpiryReminder(userId: string, expiresAt: Date): Promise<boolean> {
      const claimed = await db.insert(proExpiryReminders).values({ userId, expiresAt }).onConflictDoNothing().returning({ userId: proExpiryReminders.userId });
      return claimed.length > 0;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
