import type { EmailPreferenceCategory } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The notification emails each person turned off (users.email_opt_outs). */
export function createEmailPreferencesRepository(db: Database) {
  return {
    async optOutsOf(userId: string): Promise<string[] | undefined> {
      const [row] = await db.select({ optOuts: users.emailOptOuts }).from(users).where(eq(users.id, userId));
      return row?.optOuts;
    },

    async setOptOuts(userId: string, optOuts: EmailPreferenceCategory[]): Promise<void> {
      await db.update(users).set({ emailOptOuts: optOuts, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}

export type EmailPreferencesRepository = ReturnType<typeof createEmailPreferencesRepository>;
