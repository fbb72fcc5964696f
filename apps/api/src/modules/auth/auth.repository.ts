import { type SafetyTipsMoment, type SafetyTipsSeen } from '@passarela/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consents, ledgerAccounts, profiles, sessions, users } from '../../db/schema/index.ts';
import { pickColumns } from '../../db/pick-columns.ts';

export type NewConsent = typeof consents.$inferInsert;

export function createAuthRepository(db: Database) {
  return {
    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return rows[0]?.id;
    },

    async isEmailVerified(userId: string): Promise<boolean> {
      const rows = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
      return rows[0]?.verified === true;
    },

    async isSuspended(userId: string): Promise<boolean> {
      const rows = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId)).limit(1);
      return rows[0]?.suspendedAt != null;
    },

    /** The user with the profile fields the session view needs. */
    async findSessionUser(userId: string) {
      const rows = await db
        .select({
          ...pickColumns(users, 'id', 'name', 'email', 'emailVerified', 'userType', 'suspendedAt', 'subscriptionType', 'subscriptionExpiresAt', 'safetyTipsConversationSeenAt', 'safetyTipsHiredSeenAt'),
          ...pickColumns(profiles, 'profileImageUrl', 'profileSlug'),
          walletBalanceCents: ledgerAccounts.balanceCents,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        // The wallet balance the menu shows (polled every 30 s per tab): one unique-index lookup.
        .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.userId, users.id)))
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0];
    },

    /** The first dismissal is the one kept: a second device's 'Entendi' changes nothing. */
    async markSafetyTipsSeen(userId: string, moment: SafetyTipsMoment, at: Date): Promise<SafetyTipsSeen | null> {
      const key = moment === 'conversation' ? 'safetyTipsConversationSeenAt' : 'safetyTipsHiredSeenAt';
      const [row] = await db
        .update(users)
        .set({ [key]: sql`coalesce(${users[key]}, ${at.toISOString()}::timestamptz)` })
        .where(eq(users.id, userId))
        .returning({ conversation: users.safetyTipsConversationSeenAt, hired: users.safetyTipsHiredSeenAt });
      return row ? { conversation: row.conversation !== null, hired: row.hired !== null } : null;
    },

    async insertConsents(rows: NewConsent[]): Promise<void> {
      if (rows.length > 0) await db.insert(consents).values(rows);
    },

    /** The person proved they own the address (a password reset through the emailed link). */
    async markEmailVerified(userId: string): Promise<void> {
      await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Admins are made by the operator, who vouches for the address (no confirmation email). */
    async makeAdmin(userId: string): Promise<void> {
      await db.update(users).set({ userType: 'admin', emailVerified: true, suspendedAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Deleting the user cascades to sessions, accounts, profile and consents. */
    async deleteUser(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    /** Signs the user out everywhere (suspension, and later password change and deletion). */
    async deleteSessionsOfUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteSessionByToken(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.token, token));
    },

    async setSuspension(userId: string, suspension: { at: Date; reason: string } | null): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ suspendedAt: suspension?.at ?? null, suspensionReason: suspension?.reason ?? null, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async findUserForAdmin(userId: string) {
      const rows = await db
        .select({ id: users.id, userType: users.userType, suspendedAt: users.suspendedAt, suspensionReason: users.suspensionReason })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0];
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
