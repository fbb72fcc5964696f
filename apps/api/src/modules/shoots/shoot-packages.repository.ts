import type { ShootsQuery } from '@passarela/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Viewer, visibleToViewer } from '../../db/moderation-visibility.ts';
import { profileMedia, shootAvailability, shootPackages } from '../../db/schema/index.ts';
import { listStatementRun } from '../../db/list-statement-cache.ts';
import { rowsById } from '../../db/rows-by-id.ts';
import { statementRunnerFor } from '../../db/statement-runner.ts';
import { type ShootListPosition, type ShootListRow, fetchShootRows } from './shoots-list-sql.ts';

export type ShootPackageRow = typeof shootPackages.$inferSelect;
export type ShootAvailabilityRow = typeof shootAvailability.$inferSelect;

/** The photographer as a card shows her: name, profile, photo, the rating copy on her profile. */
export interface ShootPhotographerRow {
  userId: string;
  name: string;
  profileSlug: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  ratingCount: number;
  ratingSum: number;
}

export function createShootPackagesRepository(db: Database) {
  const { insert, findById } = rowsById(db, shootPackages);
  const runList = listStatementRun(statementRunnerFor(db));
  return {
    insert,
    findById,

    async update(id: string, changes: Partial<typeof shootPackages.$inferInsert>): Promise<ShootPackageRow | undefined> {
      const [row] = await db
        .update(shootPackages)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(shootPackages.id, id))
        .returning();
      return row;
    },

    /** Packages of a photographer, newest first; unless `all` (her own list), only active ones not hidden by moderation. */
    async listOfPhotographer(photographerId: string, all: boolean): Promise<ShootPackageRow[]> {
      const conditions = [eq(shootPackages.photographerId, photographerId)];
      if (!all) conditions.push(eq(shootPackages.status, 'active'), isNull(shootPackages.moderationHiddenBy));
      return db
        .select()
        .from(shootPackages)
        .where(and(...conditions))
        .orderBy(desc(shootPackages.createdAt), desc(shootPackages.id))
        .limit(100);
    },

    /**
     * The photographer behind a public profile slug (null when it is not a photographer, or her
     * profile is one the viewer may not see: suspended, or hidden by moderation from all but her and admins).
     */
    async photographerIdBySlug(slug: string, viewer: Viewer | null): Promise<string | null> {
      const rows = await db.execute<{ user_id: string }>(
        sql`select p.user_id from profiles p join users u on u.id = p.user_id
             where p.profile_slug = ${slug} and u.user_type = 'photographer' and u.suspended_at is null
               and ${visibleToViewer(sql`p.moderation_hidden_by`, sql`p.user_id`, viewer)} limit 1`,
      );
      return rows.rows[0]?.user_id ?? null;
    },

    async photographers(ids: readonly string[]): Promise<Map<string, ShootPhotographerRow>> {
      const unique = [...new Set(ids)];
      const found = new Map<string, ShootPhotographerRow>();
      if (unique.length === 0) return found;
      const result = await db.execute(
        sql`select u.id as user_id, coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.name) as name,
                   p.profile_slug::text as profile_slug, p.profile_image_url, coalesce(p.is_verified, false) as is_verified, coalesce(p.rating_count, 0) as rating_count, coalesce(p.rating_sum, 0) as rating_sum
              from users u left join profiles p on p.user_id = u.id
             where u.id in (${sql.join(
               unique.map((id) => sql`${id}`),
               sql`, `,
             )})`,
      );
      for (const row of result.rows) {
        found.set(String(row.user_id), {
          userId: String(row.user_id),
          name: String(row.name),
          profileSlug: (row.profile_slug as string | null) ?? null,
          profileImageUrl: (row.profile_image_url as string | null) ?? null,
          isVerified: row.is_verified === true,
          ratingCount: Number(row.rating_count),
          ratingSum: Number(row.rating_sum),
        });
      }
      return found;
    },

    /** Gallery photos by id (covers), whoever owns them; the service checks the owner. */
    async media(ids: readonly string[]): Promise<Map<string, { id: string; userId: string; url: string; width: number; height: number }>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: profileMedia.id, userId: profileMedia.userId, url: profileMedia.url, width: profileMedia.width, height: profileMedia.height })
        .from(profileMedia)
        .where(inArray(profileMedia.id, unique));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async availability(photographerId: string): Promise<ShootAvailabilityRow | undefined> {
      const [row] = await db.select().from(shootAvailability).where(eq(shootAvailability.photographerId, photographerId)).limit(1);
      return row;
    },

    async saveAvailability(values: typeof shootAvailability.$inferInsert): Promise<ShootAvailabilityRow> {
      const [row] = await db
        .insert(shootAvailability)
        .values(values)
        .onConflictDoUpdate({
          target: shootAvailability.photographerId,
          set: { weeklyHours: values.weeklyHours, weekdayMask: values.weekdayMask, blockedDates: values.blockedDates, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('upsert returned nothing');
      return row;
    },

    /** One /ensaios page (shoots-list-sql.ts). */
    async page(query: ShootsQuery, after: ShootListPosition | undefined, fetch: number, hidden: readonly string[]): Promise<ShootListRow[]> {
      return fetchShootRows((statement) => runList<ShootListRow & Record<string, unknown>>(statement), query, after, fetch, hidden);
    },
  };
}

export type ShootPackagesRepository = ReturnType<typeof createShootPackagesRepository>;
