import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guardianConsents, profiles, users } from '../../db/schema/index.ts';
import { pickColumns } from '../../db/pick-columns.ts';

export type GuardianConsentRow = typeof guardianConsents.$inferSelect;
export type NewGuardianConsent = typeof guardianConsents.$inferInsert;

/** A model's guardian as her profile holds it, with what decides whether a consent is needed. */
export interface ProfileGuardian {
  userId: string;
  userType: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  guardianName: string | null;
  guardianEmail: string | null;
  guardianPhone: string | null;
  guardianConfirmedAt: Date | null;
}

const profileGuardianColumns = {
  userId: profiles.userId,
  userType: users.userType,
  ...pickColumns(profiles, 'firstName', 'lastName', 'birthDate', 'guardianName', 'guardianEmail', 'guardianPhone', 'guardianConfirmedAt'),
};

export function createGuardianConsentRepository(db: Database) {
  return {
    /**
     * The profile's guardian. `lock: 'share'` lets readers (apply, propose, accept) run together
     * while a save of the profile (which takes the row for update) waits for them, and the other
     * way round; `lock: 'update'` is the confirmation's, which changes the row.
     */
    async findProfileGuardian(userId: string, options: { lock?: 'share' | 'update' } = {}): Promise<ProfileGuardian | undefined> {
      const query = db.select(profileGuardianColumns).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(profiles.userId, userId));
      const rows = options.lock ? await query.for(options.lock, { of: profiles }) : await query;
      return rows[0];
    },

    async setGuardianConfirmedAt(userId: string, at: Date): Promise<void> {
      await db.update(profiles).set({ guardianConfirmedAt: at }).where(eq(profiles.userId, userId));
    },

    async insert(row: NewGuardianConsent): Promise<GuardianConsentRow> {
      const [inserted] = await db.insert(guardianConsents).values(row).returning();
      if (!inserted) throw new Error('insert returned nothing');
      return inserted;
    },

    /** Links of this model still unused stop working (the record of each stays). */
    async revokePending(userId: string, at: Date): Promise<void> {
      await db
        .update(guardianConsents)
        .set({ tokenHash: null, revokedAt: at })
        .where(and(eq(guardianConsents.userId, userId), isNotNull(guardianConsents.tokenHash)));
    },

    async findByTokenHash(tokenHash: string, options: { lock?: boolean } = {}): Promise<GuardianConsentRow | undefined> {
      const query = db.select().from(guardianConsents).where(eq(guardianConsents.tokenHash, tokenHash));
      const rows = options.lock ? await query.for('update') : await query;
      return rows[0];
    },

    /** Records the consent on its row; the token goes, so the link works once. */
    async markConfirmed(id: string, confirmation: { at: Date; ip: string; textVersion: string }): Promise<GuardianConsentRow> {
      const [row] = await db
        .update(guardianConsents)
        .set({ confirmedAt: confirmation.at, confirmedIp: confirmation.ip, textVersion: confirmation.textVersion, tokenHash: null })
        .where(eq(guardianConsents.id, id))
        .returning();
      if (!row) throw new Error('update returned nothing');
      return row;
    },

    /** When the latest link still standing (not revoked) for this model was sent. */
    async lastSentAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ sentAt: guardianConsents.sentAt })
        .from(guardianConsents)
        .where(and(eq(guardianConsents.userId, userId), isNull(guardianConsents.revokedAt)))
        .orderBy(desc(guardianConsents.sentAt))
        .limit(1);
      return row?.sentAt ?? null;
    },
  };
}

export type GuardianConsentRepository = ReturnType<typeof createGuardianConsentRepository>;
