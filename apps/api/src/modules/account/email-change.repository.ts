import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, verifications } from '../../db/schema/index.ts';

/** Changing the sign-in address (account-security.service): its emailed one-time tokens and the change itself. */
export function createEmailChangeRepository(db: Database) {
  return {
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
  };
}

export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;
