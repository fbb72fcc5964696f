import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface ProfilePreviewRow {
  profile_slug: string;
  user_type: string;
  first_name: string;
  last_name: string;
  city: string | null;
  state: string | null;
  profile_image_url: string | null;
  bio: string | null;
  company_name: string | null;
  is_hidden: boolean;
  is_minor: boolean;
}

export interface JobPreviewRow {
  id: string;
  title: string;
  description: string;
  job_type: string;
  city: string;
  state: string;
  starts_on: string;
  pay_cents: number;
  pay_unit: string;
  status: string;
  owner_name: string;
  owner_image_url: string | null;
}

export interface ShootPreviewRow {
  id: string;
  title: string;
  description: string;
  category: string;
  city: string;
  uf: string;
  price_cents: number;
  photographer_name: string;
  cover_url: string | null;
}

export interface SitemapEntryRow {
  path: string;
  lastmod: string;
}

/** A person under 18 (docs/security.md #23); an unknown birth date is not assumed to be a minor. */
const isMinor = sql`(p.birth_date is not null and p.birth_date > (current_date - interval '18 years'))`;

export function createSharePreviewsRepository(db: Database) {
  return {
    /** One indexed lookup (the unique citext slug); suspended owners and profiles hidden by moderation are not found at all. */
    async findProfilePreview(slug: string): Promise<ProfilePreviewRow | undefined> {
      const result = await db.execute<ProfilePreviewRow & Record<string, unknown>>(sql`
        select p.profile_slug::text as profile_slug, u.user_type, p.first_name, p.last_name, p.city, p.state,
               p.profile_image_url, p.bio, p.company_name, p.is_hidden, ${isMinor} as is_minor
          from profiles p join users u on u.id = p.user_id
         where p.profile_slug = ${slug} and u.suspended_at is null and p.moderation_hidden_by is null
         limit 1`);
      return result.rows[0];
    },

    /** A job anyone may see (open, closed, filled; not hidden by moderation; owner not suspended), by its primary key. */
    async findJobPreview(id: string): Promise<JobPreviewRow | undefined> {
      const result = await db.execute<JobPreviewRow & Record<string, unknown>>(sql`
        select j.id::text as id, j.title, j.description, j.job_type, j.city, j.state, j.starts_on::text as starts_on, j.pay_cents,
               j.pay_unit, j.status, p.profile_image_url as owner_image_url,
               coalesce(nullif(trim(p.company_name), ''), nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.name) as owner_name
          from jobs j join users u on u.id = j.owner_id left join profiles p on p.user_id = j.owner_id
         where j.id = ${id}::uuid and j.status in ('open', 'closed', 'filled') and j.moderation_hidden_by is null and u.suspended_at is null`);
      return result.rows[0];
    },

    /** An active shoot package not hidden by moderation, of a photographer not suspended, with its first cover (issue 27). */
    async findShootPreview(id: string): Promise<ShootPreviewRow | undefined> {
      const result = await db.execute<ShootPreviewRow & Record<string, unknown>>(sql`
        select s.id::text as id, s.title, s.description, s.category, s.city, s.uf, s.price_cents,
               coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.name) as photographer_name,
               (select m.url from profile_media m where m.id = s.cover_media_ids[1] and m.user_id = s.photographer_id) as cover_url
          from shoot_packages s join users u on u.id = s.photographer_id left join profiles p on p.user_id = s.photographer_id
         where s.id = ${id}::uuid and s.status = 'active' and s.moderation_hidden_by is null and u.suspended_at is null`);
      return result.rows[0];
    },

    /** Open jobs not hidden by moderation, of owners not suspended, newest first (jobs_open_list_idx order), at most `limit`. */
    async indexableJobs(limit: number): Promise<SitemapEntryRow[]> {
      const result = await db.execute<SitemapEntryRow & Record<string, unknown>>(sql`
        select '/vagas/' || j.id::text as path, to_char(j.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
          from jobs j join users u on u.id = j.owner_id
         where j.status = 'open' and j.moderation_hidden_by is null and u.suspended_at is null
         order by j.featured desc nulls last, j.published_at desc nulls last, j.id desc nulls last
         limit ${limit}`);
      return result.rows;
    },

    /** Published content pages, as site paths (/termos). */
    async publishedPages(): Promise<SitemapEntryRow[]> {
      const result = await db.execute<SitemapEntryRow & Record<string, unknown>>(sql`
        select '/' || slug::text as path, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
          from content_pages where published order by slug`);
      return result.rows;
    },

    /**
     * Profiles a search engine may list: not hidden (by its owner or by moderation), owner not
     * suspended, not a minor, newest first (so the cap drops the oldest), at most `limit` rows.
     */
    async indexableProfiles(limit: number): Promise<SitemapEntryRow[]> {
      const result = await db.execute<SitemapEntryRow & Record<string, unknown>>(sql`
        select '/perfil/' || p.profile_slug::text as path, to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
          from profiles p join users u on u.id = p.user_id
         where u.suspended_at is null and not p.is_hidden and p.moderation_hidden_by is null and u.user_type <> 'admin' and not ${isMinor}
         order by p.created_at desc, p.user_id desc
         limit ${limit}`);
      return result.rows;
    },
  };
}

export type SharePreviewsRepository = ReturnType<typeof createSharePreviewsRepository>;
