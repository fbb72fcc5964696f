import { isMinorOn } from '@passarela/shared';
import { and, eq, gt, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consents, ledgerAccounts, profiles, sessions, users, verifications } from '../../db/schema/index.ts';

export type NewConsent = typeof consents.$inferInsert;

export interface EmailRecipient {
  email: string;
  name: string;
  /** The notification emails the person turned off (emailPreferenceCategories). */
  emailOptOuts: string[];
  /** A minor's legal guardian, copied on her emails; null otherwise. */
  guardian: { email: string; name: string } | null;
}

export function createAuthRepository(db: Database) {
  return {
    /**
     * Address and name to email a user (notifications); none for a suspended account. A model
     * under 18 comes with her legal guardian, who gets a copy (SECURITY.md line 23).
     */
    async findRecipient(userId: string): Promise<EmailRecipient | undefined> {
      const rows = await db
        .select({
          email: users.email,
          name: users.name,
          emailOptOuts: users.emailOptOuts,
          userType: users.userType,
          birthDate: profiles.birthDate,
          guardianName: profiles.guardianName,
          guardianEmail: profiles.guardianEmail,
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
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          userType: users.userType,
          suspendedAt: users.suspendedAt,
          subscriptionType: users.subscriptionType,
          subscriptionExpiresAt: users.subscriptionExpiresAt,
          profileImageUrl: profiles.profileImageUrl,
          profileSlug: profiles.profileSlug,
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

    /** A one-time token of ours (email change) in better-auth's verifications table. */
    async insertVerification(row: { id: string; identifier: string; value: string; expiresAt: Date }): Promise<void> {
      await db.insert(verifications).values(row);
    },

    /**
     * Takes a one-time token: deleted and returned in one statement, so two clicks on the same
     * link cannot both succeed. Expired tokens are not returned.
     */
    async consumeVerification(identifier: string): Promise<string | undefined> {
      const rows = await db
        .delete(verifications)
        .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, sql`now()`)))
        .returning({ value: verifications.value });
      return rows[0]?.value;
    },

    /** Drops the user's pending tokens of one kind (identifier prefix; value starts with `valuePrefix`). */
    async deleteVerificationsOfUser(identifierPrefix: string, valuePrefix: string): Promise<void> {
      const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
      await db
        .delete(verifications)
        .where(and(like(verifications.identifier, `${escape(identifierPrefix)}%`), like(verifications.value, `${escape(valuePrefix)}%`)));
    },

    /** The new address was proven by its owner opening the link sent to it. */
    async changeEmail(userId: string, email: string): Promise<void> {
      await db.update(users).set({ email: email.toLowerCase(), emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
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
