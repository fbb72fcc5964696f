import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { literalRowCount } from '../../db/statement-runner.ts';
import { notAmongPeople } from '../blocks/index.ts';
import { type JobCardRow, jobCardColumns, jobOwnerJoin } from '../jobs/index.ts';
import { type ModelCardRow, modelCardColumns } from '../search/index.ts';

/**
 * How many of the newest PRO models and of the newest models the featured ranking looks at. The
 * ranking reads every candidate's fields and gallery, so it is kept to a few hundred rows walked
 * from the lists' indexes (profiles_pro_type_created_at_idx, profiles_type_created_at_idx), never
 * the whole table: at 100,000 profiles, a verified model older than the newest 400 is left to
 * /modelos.
 */
export const FEATURED_PRO_CANDIDATES = 200;
export const FEATURED_RECENT_CANDIDATES = 400;

export interface FeaturedModelRow extends ModelCardRow {
  is_pro: boolean;
}

/**
 * Visible on the lists: not suspended nor hidden by moderation (is_suspended covers both), not
 * hidden by its owner (copies kept by triggers, migrations 0006, 0012 and 0027).
 */
const listedModel = sql`p.user_type = 'model' and not p.is_suspended and not p.is_hidden`;

/** The home page is the shop window: never a minor there (docs/security.md #23); an unknown birth date is not a minor. */
const adult = sql`(p.birth_date is null or p.birth_date <= current_date - interval '18 years')`;

/** How much of the comp card and the gallery the model filled: one point per part a booker looks for. */
const completeness = sql`(coalesce(trim(p.bio), '') <> '')::int + (p.height_cm is not null)::int
  + (p.bust_cm is not null and p.waist_cm is not null and p.hips_cm is not null)::int
  + (p.hair_color is not null)::int + (p.eye_color is not null)::int + (p.shoe_size is not null)::int
  + (cardinality(p.profile_categories) > 0)::int
  + (exists (select 1 from profile_media m where m.user_id = p.user_id))::int`;

/** PRO and verified 0, PRO 1, verified 2, the rest 3 (docs/product.md "Home"). */
const tier = (isPro: SQL) => sql`(case when ${isPro} then 0 else 2 end) + (case when p.is_verified then 0 else 1 end)`;

/**
 * Open jobs not hidden by moderation, of owners who are not suspended, featured or not, newest
 * first along jobs_open_list_idx (the job row is opened for its owner anyway).
 */
function newestOpenJobIds(featured: boolean, limit: number, hidden: readonly string[]): SQL {
  const shown = sql.join(
    notAmongPeople(sql`j.owner_id`, hidden).map((condition) => sql` and ${condition}`),
    sql``,
  );
  return sql`select j.id, j.published_at from jobs j
    where j.status = 'open' and j.featured = ${featured} and j.moderation_hidden_by is null${shown}
      and not exists (select 1 from users u where u.id = j.owner_id and u.suspended_at is not null)
    order by j.featured desc nulls last, j.published_at desc nulls last, j.id desc nulls last
    limit ${literalRowCount(limit)}`;
}

/** The home page's two lists (read only). */
export function createHomeRepository(db: Database) {
  return {
    /**
     * Up to `limit` model cards: PRO and verified first, then the most complete, then the newest;
     * with a profile photo (a card without one shows nobody). The cards' columns (with their
     * rating) are read for the chosen rows only.
     */
    async featuredModels(now: Date, limit: number, hidden: readonly string[] = []): Promise<FeaturedModelRow[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      // The viewer's blocked people (blocks' HiddenPeople): nothing added for a guest.
      const listed = sql.join([listedModel, ...notAmongPeople(sql`p.user_id`, hidden)], sql` and `);
      const isPro = sql`coalesce(p.pro_until > ${at}, false)`;
      const result = await db.execute<FeaturedModelRow & Record<string, unknown>>(sql`
        select ${modelCardColumns}, ${isPro} as is_pro
          from (select p.user_id, ${tier(isPro)} as tier, ${completeness} as completeness, p.created_at
                  from profiles p
                 where p.user_id in ((select p.user_id from profiles p
                                       where ${listed} and p.pro_until > ${at}
                                       order by p.created_at desc, p.user_id desc
                                       limit ${literalRowCount(FEATURED_PRO_CANDIDATES)})
                                     union
                                     (select p.user_id from profiles p
                                       where ${listed}
                                       order by p.created_at desc, p.user_id desc
                                       limit ${literalRowCount(FEATURED_RECENT_CANDIDATES)}))
                   and p.profile_image_url is not null and ${adult}
                 order by tier, completeness desc, p.created_at desc, p.user_id desc
                 limit ${literalRowCount(limit)}) featured
          join profiles p on p.user_id = featured.user_id
         order by featured.tier, featured.completeness desc, featured.created_at desc, featured.user_id desc`);
      return result.rows;
    },

    /**
     * The `limit` newest open jobs, featured or not. /vagas puts featured jobs first; here only
     * the date counts, so the two halves of the list index are each read newest first and merged.
     */
    async recentJobs(limit: number, hidden: readonly string[] = []): Promise<JobCardRow[]> {
      const result = await db.execute<JobCardRow & Record<string, unknown>>(sql`
        select ${jobCardColumns}
          from ((${newestOpenJobIds(true, limit, hidden)}) union all (${newestOpenJobIds(false, limit, hidden)})) recent
          join jobs j on j.id = recent.id ${jobOwnerJoin}
         order by recent.published_at desc, recent.id desc
         limit ${literalRowCount(limit)}`);
      return result.rows;
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
