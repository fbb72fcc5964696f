import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Viewer, visibleProfileBySlug } from '../../db/moderation-visibility.ts';
import { contracts, profiles, users } from '../../db/schema/index.ts';
import { type RatingColumns, ratingColumnsSql } from '../reviews/index.ts';

export type NewProfile = typeof profiles.$inferInsert;
export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileEdit = Omit<NewProfile, 'userId' | 'profileSlug' | 'createdAt' | 'updatedAt' | 'profileImageUrl' | 'isVerified'>;

/** Contracts still running: the guardian of a minor cannot be swapped under them. */
const runningContractStates: ('awaiting_payment' | 'funded' | 'disputed')[] = ['awaiting_payment', 'funded', 'disputed'];

export function createProfilesRepository(db: Database) {
  return {
    /** The profile's rating columns (visible, non-hidden reviews received). */
    async findRating(userId: string): Promise<RatingColumns | undefined> {
      const result = await db.execute<RatingColumns & Record<string, unknown>>(sql`select ${ratingColumnsSql(sql`${userId}`)}`);
      return result.rows[0];
    },

    /**
     * The profile with its owner's type, only while the owner is not suspended, and, once
     * moderation hid it, only for its owner and admins.
     */
    async findVisibleBySlug(slug: string, viewer: Viewer | null) {
      const rows = await db
        .select({ profile: profiles, userType: users.userType })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(visibleProfileBySlug(slug, viewer))
        .limit(1);
      return rows[0];
    },

    /** With `lock` (inside a save's transaction) the profile row is held until it commits. */
    async findOwnByUserId(userId: string, options: { lock?: boolean } = {}) {
      const query = db
        .select({ profile: profiles, userType: users.userType, email: users.email })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(profiles.userId, userId))
        .limit(1);
      const rows = options.lock ? await query.for('update', { of: profiles }) : await query;
      return rows[0];
    },

    /** Whether she is the model of a contract awaiting payment, funded or disputed. */
    async hasRunningContractAsModel(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ count: count() })
        .from(contracts)
        .where(and(eq(contracts.modelId, userId), inArray(contracts.status, runningContractStates)));
      return (row?.count ?? 0) > 0;
    },

    /** Slugs equal to `base` or of the form `base-N` (citext compares case-insensitively). */
    async findSlugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: profiles.profileSlug })
        .from(profiles)
        .where(or(eq(profiles.profileSlug, base), sql`${profiles.profileSlug}::text ~* ${`^${base}-[0-9]+$`}`));
      return rows.map((row) => row.slug);
    },

    /** Changes the editable fields; the slug is never touched, so shared links keep working. */
    async updateOwn(userId: string, fields: ProfileEdit): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning({ userId: profiles.userId });
      return rows.length > 0;
    },

    /** The account's display name follows the profile's names (header, emails). */
    async updateUserName(userId: string, name: string): Promise<void> {
      await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async findImageUrl(userId: string): Promise<string | null | undefined> {
      const rows = await db.select({ url: profiles.profileImageUrl }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return rows[0] ? rows[0].url : undefined;
    },

    async setImageUrl(userId: string, url: string): Promise<void> {
      await db.update(profiles).set({ profileImageUrl: url, updatedAt: new Date() }).where(eq(profiles.userId, userId));
    },

    /** Inserts unless the slug is taken meanwhile; false tells the caller to pick another one. */
    async insertIfSlugFree(profile: NewProfile): Promise<boolean> {
      const inserted = await db.insert(profiles).values(profile).onConflictDoNothing({ target: profiles.profileSlug }).returning({ userId: profiles.userId });
      return inserted.length > 0;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
