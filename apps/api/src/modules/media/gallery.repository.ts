import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Viewer, visibleProfileBySlug } from '../../db/moderation-visibility.ts';
import { profileMedia, profiles, users } from '../../db/schema/index.ts';

export type GalleryRow = typeof profileMedia.$inferSelect;
export type NewGalleryRow = typeof profileMedia.$inferInsert;

const itemColumns = {
  id: profileMedia.id,
  url: profileMedia.url,
  width: profileMedia.width,
  height: profileMedia.height,
  caption: profileMedia.caption,
  position: profileMedia.position,
};
export type GalleryRecord = { id: string; url: string; width: number; height: number; caption: string; position: number };

export function createGalleryRepository(db: Database) {
  return {
    /**
     * Locks the owner's user row for the rest of the transaction: every change to one gallery
     * (upload, delete, reorder) goes through this lock, so two at once cannot both pass the plan's
     * limit or take the same position. Answers the plan fields, or undefined for an unknown user.
     */
    async lockOwner(userId: string): Promise<{ subscriptionType: string | null; subscriptionExpiresAt: Date | null } | undefined> {
      const rows = await db
        .select({ subscriptionType: users.subscriptionType, subscriptionExpiresAt: users.subscriptionExpiresAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return rows[0];
    },

    async findPlan(userId: string): Promise<{ subscriptionType: string | null; subscriptionExpiresAt: Date | null } | undefined> {
      const rows = await db
        .select({ subscriptionType: users.subscriptionType, subscriptionExpiresAt: users.subscriptionExpiresAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0];
    },

    /** The gallery in display order (served by profile_media_user_position_idx). */
    async listByUser(userId: string): Promise<GalleryRecord[]> {
      return db.select(itemColumns).from(profileMedia).where(eq(profileMedia.userId, userId)).orderBy(asc(profileMedia.position), asc(profileMedia.createdAt));
    },

    async countByUser(userId: string): Promise<number> {
      const [row] = await db.select({ count: count() }).from(profileMedia).where(eq(profileMedia.userId, userId));
      return row?.count ?? 0;
    },

    /**
     * The owner of a visible profile, as GET /api/profiles/:slug decides, with her birth date (a
     * minor's captions are shown with contacts hidden).
     */
    async findVisibleOwnerBySlug(slug: string, viewer: Viewer | null): Promise<{ userId: string; birthDate: string | null } | undefined> {
      const rows = await db
        .select({ userId: profiles.userId, birthDate: profiles.birthDate })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(visibleProfileBySlug(slug, viewer))
        .limit(1);
      return rows[0];
    },

    async insertMany(rows: NewGalleryRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(profileMedia).values(rows);
    },

    /** Only the owner's row: another user's id matches nothing. */
    async updateCaption(userId: string, id: string, caption: string): Promise<GalleryRecord | undefined> {
      const rows = await db
        .update(profileMedia)
        .set({ caption })
        .where(and(eq(profileMedia.id, id), eq(profileMedia.userId, userId)))
        .returning(itemColumns);
      return rows[0];
    },

    async deleteOwn(userId: string, id: string): Promise<GalleryRecord | undefined> {
      const rows = await db
        .delete(profileMedia)
        .where(and(eq(profileMedia.id, id), eq(profileMedia.userId, userId)))
        .returning(itemColumns);
      return rows[0];
    },

    /** Closes the gap a deleted photo left, so positions stay 0..n-1. */
    async shiftDownAfter(userId: string, position: number): Promise<void> {
      await db
        .update(profileMedia)
        .set({ position: sql`${profileMedia.position} - 1` })
        .where(and(eq(profileMedia.userId, userId), gt(profileMedia.position, position)));
    },

    async setPosition(userId: string, id: string, position: number): Promise<void> {
      await db
        .update(profileMedia)
        .set({ position })
        .where(and(eq(profileMedia.id, id), eq(profileMedia.userId, userId)));
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
