import { isUuid, type ReportItemKind } from '@passarela/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publicJobStates } from '../jobs/index.ts';
import { reviewVisibleSql, storedWindowDaysSql } from '../reviews/index.ts';

/** Who hid an item: three reporters, an admin, or nobody (columns.ts moderationHiddenBy). */
export type HiddenBy = 'reports' | 'admin' | null;

/** What every kind of reported item answers, besides its own columns (report-snapshots.ts reads those). */
interface ItemBase {
  /** The author: the profile's owner, the job's, the review's writer, the message's sender, the package's photographer. */
  author_id: string;
  hidden_by: HiddenBy;
  /** Whether someone who is not the author nor an admin may see it now (the reporter, for a message). */
  visible: boolean;
}

export type ProfileItemRow = ItemBase & {
  kind: 'profile';
  name: string;
  user_type: string;
  slug: string;
  bio: string | null;
  company_name: string | null;
  city: string | null;
  state: string | null;
  profile_image_url: string | null;
  gallery_urls: string[] | null;
};

export type JobItemRow = ItemBase & {
  kind: 'job';
  title: string;
  description: string;
  city: string;
  state: string;
  pay_cents: number;
  pay_unit: 'hour' | 'day' | 'job';
  starts_on: string;
  ends_on: string | null;
  owner_name: string;
};

export type ReviewItemRow = ItemBase & {
  kind: 'review';
  rating: number;
  comment: string;
  reply: string | null;
  reviewer_name: string;
  reviewee_name: string;
  reviewee_slug: string | null;
};

export type MessageItemRow = ItemBase & {
  kind: 'message';
  conversation_id: string;
  body: string;
  original_body: string | null;
  created_at: string;
  sender_name: string;
};

export type ShootPackageItemRow = ItemBase & {
  kind: 'shoot_package';
  title: string;
  description: string;
  price_cents: number;
  city: string;
  uf: string;
  photographer_name: string;
  cover_urls: string[] | null;
};

export type ReportedItemRow = ProfileItemRow | JobItemRow | ReviewItemRow | MessageItemRow | ShootPackageItemRow;

const publicJobStatesSql = sql.join(
  publicJobStates.map((state) => sql`${state}`),
  sql`, `,
);

/**
 * One query per kind: the item as a snapshot needs it, its author, who hid it, and whether it is
 * visible to `viewerId` as the public pages show it (a suspended or deleted author's things are not;
 * a message only to the two people of its thread). `viewerId` null: seen by an admin (the queue).
 */
const itemSql: Record<ReportItemKind, (id: string, viewerId: string | null) => SQL> = {
  profile: (id) =>
    sql`select 'profile' as kind, u.id as author_id, p.moderation_hidden_by as hidden_by,
          (u.deleted_at is null and u.suspended_at is null and p.moderation_hidden_by is null) as visible,
          u.name, u.user_type, p.profile_slug::text as slug, p.bio, p.company_name, p.city, p.state, p.profile_image_url,
          (select array_agg(m.url order by m.position) from profile_media m where m.user_id = u.id) as gallery_urls
        from users u join profiles p on p.user_id = u.id
        where u.id = ${id}`,
  job: (id) =>
    sql`select 'job' as kind, j.owner_id as author_id, j.moderation_hidden_by as hidden_by,
          (j.status in (${publicJobStatesSql}) and u.suspended_at is null and j.moderation_hidden_by is null) as visible,
          j.title, j.description, j.city, j.state, j.pay_cents, j.pay_unit, j.starts_on::text as starts_on, j.ends_on::text as ends_on,
          u.name as owner_name
        from jobs j join users u on u.id = j.owner_id
        where j.id = ${id}::uuid`,
  // An admin who hid a review before reports existed left hidden_by null: that is the admin's.
  review: (id) =>
    sql`select 'review' as kind, r.reviewer_id as author_id,
          case when r.hidden_at is null then null else coalesce(r.hidden_by, 'admin') end as hidden_by,
          ${reviewVisibleSql('r', storedWindowDaysSql)} as visible,
          r.rating, r.comment, r.reply, ru.name as reviewer_name, eu.name as reviewee_name, ep.profile_slug::text as reviewee_slug
        from reviews r
        join users ru on ru.id = r.reviewer_id
        join users eu on eu.id = r.reviewee_id
        left join profiles ep on ep.user_id = r.reviewee_id
        where r.id = ${id}::uuid`,
  message: (id, viewerId) =>
    sql`select 'message' as kind, m.sender_id as author_id, m.moderation_hidden_by as hidden_by,
          (m.moderation_hidden_by is null and exists (
            select 1 from conversation_participants cp where cp.conversation_id = m.conversation_id and cp.user_id = ${viewerId ?? ''})) as visible,
          m.conversation_id::text as conversation_id, m.body, m.original_body, m.created_at::text as created_at, u.name as sender_name
        from conversation_messages m join users u on u.id = m.sender_id
        where m.id = ${id}::uuid`,
  shoot_package: (id) =>
    sql`select 'shoot_package' as kind, s.photographer_id as author_id, s.moderation_hidden_by as hidden_by,
          (s.status = 'active' and u.suspended_at is null and u.deleted_at is null and s.moderation_hidden_by is null) as visible,
          s.title, s.description, s.price_cents, s.city, s.uf, u.name as photographer_name,
          (select array_agg(m.url order by array_position(s.cover_media_ids, m.id))
             from profile_media m where m.id = any(s.cover_media_ids) and m.user_id = s.photographer_id) as cover_urls
        from shoot_packages s join users u on u.id = s.photographer_id
        where s.id = ${id}::uuid`,
};

/** The column that hides each kind (reviews: hidden_by, with hidden_at beside it). */
const hiddenColumn: Record<Exclude<ReportItemKind, 'review'>, { table: string; key: string; cast: string }> = {
  profile: { table: 'profiles', key: 'user_id', cast: '' },
  job: { table: 'jobs', key: 'id', cast: '::uuid' },
  message: { table: 'conversation_messages', key: 'id', cast: '::uuid' },
  shoot_package: { table: 'shoot_packages', key: 'id', cast: '::uuid' },
};

/** The reported things themselves, whatever their kind: read for a report or the queue, hidden or shown again. */
export function createReportItemsRepository(db: Database) {
  return {
    /** The item, or undefined when it does not exist (an id that cannot be one of ours included). */
    async find(kind: ReportItemKind, id: string, viewerId: string | null): Promise<ReportedItemRow | undefined> {
      if (kind !== 'profile' && !isUuid(id)) return undefined;
      const result = await db.execute<ReportedItemRow & Record<string, unknown>>(itemSql[kind](id, viewerId));
      return result.rows[0];
    },

    /**
     * Hides the item (`to` 'reports' or 'admin') or shows it again (null). With `onlyFrom`, changes
     * it only while it is hidden that way (an admin's hiding outlives a dismissal of new reports).
     * Answers whether a row changed.
     */
    async setHidden(kind: ReportItemKind, id: string, to: HiddenBy, onlyFrom?: HiddenBy): Promise<boolean> {
      if (kind !== 'profile' && !isUuid(id)) return false;
      if (kind === 'review') {
        const guard = onlyFrom === undefined ? sql`true` : onlyFrom === null ? sql`hidden_at is null` : sql`hidden_by = ${onlyFrom}`;
        const result = await db.execute(sql`update reviews
            set hidden_at = ${to === null ? sql`null` : sql`coalesce(hidden_at, now())`}, hidden_by = ${to}
          where id = ${id}::uuid and ${guard} returning id`);
        return result.rows.length > 0;
      }
      const { table, key, cast } = hiddenColumn[kind];
      const guard = onlyFrom === undefined ? sql`true` : onlyFrom === null ? sql`moderation_hidden_by is null` : sql`moderation_hidden_by = ${onlyFrom}`;
      const result = await db.execute(
        sql`update ${sql.identifier(table)} set moderation_hidden_by = ${to} where ${sql.identifier(key)} = ${id}${sql.raw(cast)} and ${guard} returning 1 as changed`,
      );
      return result.rows.length > 0;
    },
  };
}

export type ReportItemsRepository = ReturnType<typeof createReportItemsRepository>;
