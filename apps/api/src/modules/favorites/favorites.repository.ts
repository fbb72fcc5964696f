import type { FavoriteKind } from '@passarela/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { notAmongPeople } from '../blocks/index.ts';
import type { Database } from '../../db/client.ts';
import { favorites, profiles, users } from '../../db/schema/index.ts';
import type { KeysetPosition } from '../../lib/keyset-cursor.ts';
import { type JobCardRow, jobCardColumns, jobOwnerJoin, publicJobStates } from '../jobs/index.ts';
import { type ContractorCardRow, contractorCardColumns, type ModelCardRow, modelCardColumns } from '../search/index.ts';

/** The profile a slug names, with what the kind check and the self check need. */
export interface ProfileTarget {
  userId: string;
  userType: string;
  /** Suspended, or hidden by moderation: either way it looks missing to others. */
  suspended: boolean;
}

/** What every favourite card row carries besides its card columns: the keyset of the page. */
export interface FavoriteRowKey {
  favorited_at_key: string;
  target_id: string;
}

export interface FavoriteModelRow extends FavoriteRowKey, ModelCardRow {
  is_pro: boolean;
}

export interface FavoriteContractorRow extends FavoriteRowKey, ContractorCardRow {
  is_pro: boolean;
}

export interface FavoriteJobRow extends FavoriteRowKey, JobCardRow {}

export interface FavoritePageArgs {
  userId: string;
  /** The last card of the previous page: the heart's (favorites.created_at, target_id). */
  after: KeysetPosition | undefined;
  /** Rows to fetch: the page size plus one, to know whether another page follows. */
  fetch: number;
  now: Date;
  /** People the caller blocked or who blocked her (blocks' HiddenPeople): their cards and jobs are left out. */
  hidden?: readonly string[];
}

/** Which owners a kind may point at: 'contractor' is the /contratantes list (both types). */
export const userTypesOfKind: Record<'model' | 'contractor', readonly string[]> = { model: ['model'], contractor: ['contractor', 'photographer'] };

/**
 * One page of the caller's favourite profiles of a kind, newest heart first. Walks the
 * (user_id, kind, created_at) index and joins each heart to its profile; suspended owners, profiles
 * hidden by their owner or by moderation, and owners whose type no longer fits the kind drop out,
 * like on the public lists.
 */
function profileFavoritesPageSql(kind: 'model' | 'contractor', columns: SQL, args: FavoritePageArgs) {
  const types = userTypesOfKind[kind];
  const conditions = [
    sql`f.user_id = ${args.userId}`,
    sql`f.kind = ${kind}`,
    sql`u.user_type in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )})`,
    sql`u.suspended_at is null`,
    sql`not p.is_hidden`,
    sql`p.moderation_hidden_by is null`,
    ...notAmongPeople(sql`f.target_id`, args.hidden),
  ];
  if (args.after) conditions.push(sql`(f.created_at, f.target_id) < (${args.after.createdAt}::timestamptz, ${args.after.id})`);
  const isPro = sql`(u.subscription_type = 'pro' and u.subscription_expires_at is not null and u.subscription_expires_at > ${args.now.toISOString()}::timestamptz)`;
  return sql`select ${columns}, ${isPro} as is_pro, f.created_at::text as favorited_at_key, f.target_id
    from favorites f
    join profiles p on p.user_id = f.target_id
    join users u on u.id = f.target_id
    where ${sql.join(conditions, sql` and `)}
    order by f.created_at desc, f.target_id desc
    limit ${args.fetch}`;
}

export function createFavoritesRepository(db: Database) {
  return {
    /** By slug (citext, unique index); suspended owners and profiles hidden by moderation are reported, the service decides. */
    async findProfileTarget(slug: string): Promise<ProfileTarget | undefined> {
      const rows = await db
        .select({ userId: profiles.userId, userType: users.userType, suspendedAt: users.suspendedAt, hiddenBy: profiles.moderationHiddenBy })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(profiles.profileSlug, slug))
        .limit(1);
      const row = rows[0];
      return row ? { userId: row.userId, userType: row.userType, suspended: row.suspendedAt !== null || row.hiddenBy !== null } : undefined;
    },

    /** Idempotent: a second heart on the same target keeps the first row (and its date). */
    async add(userId: string, kind: FavoriteKind, targetId: string): Promise<void> {
      await db.insert(favorites).values({ userId, kind, targetId }).onConflictDoNothing();
    },

    /** Idempotent: removing what is not there changes nothing. */
    async remove(userId: string, kind: FavoriteKind, targetId: string): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.targetId, targetId)));
    },

    /**
     * Every heart of the user as the web names its targets (profile slugs, job ids). Profiles their
     * owner hid stay in (their page is still reachable by link and shows the heart); suspended
     * owners and profiles hidden by moderation (their page is 404) do not.
     */
    async keys(userId: string): Promise<{ kind: FavoriteKind; key: string }[]> {
      const result = await db.execute<{ kind: FavoriteKind; key: string }>(sql`
        select f.kind, p.profile_slug::text as key
          from favorites f
          join profiles p on p.user_id = f.target_id
          join users u on u.id = f.target_id
         where f.user_id = ${userId} and f.kind in ('model', 'contractor') and u.suspended_at is null and p.moderation_hidden_by is null
        union all
        select f.kind, f.target_id as key from favorites f where f.user_id = ${userId} and f.kind = 'job'`);
      return result.rows;
    },

    /** A job by id, and whether anyone may see it now (public state, not hidden by moderation, owner not suspended). */
    async findJobTarget(jobId: string): Promise<{ id: string; visible: boolean } | undefined> {
      const result = await db.execute<{ id: string; visible: boolean }>(sql`
        select j.id::text as id, (j.status in (${sql.join(
          publicJobStates.map((state) => sql`${state}`),
          sql`, `,
        )}) and j.moderation_hidden_by is null and u.suspended_at is null) as visible
          from jobs j join users u on u.id = j.owner_id
         where j.id = ${jobId}::uuid`);
      return result.rows[0];
    },

    /** Hearted jobs still public (open, closed, filled; not hidden by moderation; owner not suspended), newest heart first. */
    async jobsPage(args: FavoritePageArgs): Promise<FavoriteJobRow[]> {
      const conditions = [
        sql`f.user_id = ${args.userId}`,
        sql`f.kind = 'job'`,
        sql`j.status in (${sql.join(
          publicJobStates.map((state) => sql`${state}`),
          sql`, `,
        )})`,
        sql`j.moderation_hidden_by is null`,
        sql`u.suspended_at is null`,
        ...notAmongPeople(sql`j.owner_id`, args.hidden),
      ];
      if (args.after) conditions.push(sql`(f.created_at, f.target_id) < (${args.after.createdAt}::timestamptz, ${args.after.id})`);
      const result = await db.execute<FavoriteJobRow & Record<string, unknown>>(sql`
        select ${jobCardColumns}, f.created_at::text as favorited_at_key, f.target_id
          from favorites f
          join jobs j on j.id::text = f.target_id
          ${jobOwnerJoin}
         where ${sql.join(conditions, sql` and `)}
         order by f.created_at desc, f.target_id desc
         limit ${args.fetch}`);
      return result.rows;
    },

    async modelsPage(args: FavoritePageArgs): Promise<FavoriteModelRow[]> {
      const columns = modelCardColumns;
      const result = await db.execute<FavoriteModelRow & Record<string, unknown>>(profileFavoritesPageSql('model', columns, args));
      return result.rows;
    },

    async contractorsPage(args: FavoritePageArgs): Promise<FavoriteContractorRow[]> {
      const columns = contractorCardColumns;
      const result = await db.execute<FavoriteContractorRow & Record<string, unknown>>(profileFavoritesPageSql('contractor', columns, args));
      return result.rows;
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
