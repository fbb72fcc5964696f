import type { JobState, PayUnit } from '@passarela/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The owner as a job shows it: the company for a business, else the person's name; the verified
 * badge from the owner's profile (an admin may have none: not verified).
 */
const ownerColumns = sql`u.id as owner_id, u.user_type as owner_user_type, u.suspended_at is not null as owner_suspended,
  coalesce(nullif(trim(p.company_name), ''), nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.name) as owner_name,
  p.profile_slug::text as owner_profile_slug, p.profile_image_url as owner_profile_image_url, coalesce(p.is_verified, false) as owner_is_verified`;

/** A timestamp as JSON carries it: UTC, milliseconds. */
export const isoTimestamp = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The card's columns (also what /favoritos shows for a job). */
export const jobCardColumns = sql`j.id::text as id, j.title, j.job_type, j.city, j.state, j.starts_on::text as starts_on, j.ends_on::text as ends_on,
  j.pay_cents, j.pay_unit, j.openings, j.status, j.featured, ${isoTimestamp(sql`j.published_at`)} as published_at, ${ownerColumns}`;

/** jobs j, its owner u and the owner's profile p (an admin may have none). */
export const jobOwnerJoin = sql`join users u on u.id = j.owner_id left join profiles p on p.user_id = j.owner_id`;

export interface JobCardRow {
  id: string;
  title: string;
  job_type: string;
  city: string;
  state: string;
  starts_on: string;
  ends_on: string | null;
  pay_cents: number;
  pay_unit: PayUnit;
  openings: number;
  status: JobState;
  featured: boolean;
  published_at: string | null;
  owner_id: string;
  owner_user_type: string;
  owner_suspended: boolean;
  owner_name: string;
  owner_profile_slug: string | null;
  owner_profile_image_url: string | null;
  owner_is_verified: boolean;
}

export interface JobListRow extends JobCardRow {
  published_at_key: string;
}
