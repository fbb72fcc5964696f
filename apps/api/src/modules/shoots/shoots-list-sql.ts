import type { ShootsQuery } from '@passarela/shared';
import { type SQL, sql } from 'drizzle-orm';
import { textSearchCondition } from '../../db/text-search.ts';
import { notAmongPeople } from '../blocks/index.ts';
import { weekdayOf } from './shoot-time.ts';

export interface ShootListPosition {
  createdAt: string;
  id: string;
}

/** One /ensaios card as the page's statement answers it (the photographer and the cover joined in). */
export interface ShootListRow {
  id: string;
  photographer_id: string;
  title: string;
  category: string;
  duration_minutes: number;
  edited_photos: number;
  location_kind: 'studio' | 'a_combinar';
  city: string;
  uf: string;
  price_cents: number;
  cover_url: string | null;
  photographer_name: string;
  photographer_slug: string | null;
  photographer_image: string | null;
  photographer_verified: boolean;
  rating_count: number | string;
  rating_sum: number | string;
  /** created_at as PostgreSQL prints it (microseconds kept): the keyset position. */
  created_at_key: string;
}

/**
 * One /ensaios page as one statement: active packages of photographers who are not suspended,
 * newest first, id as tie-break, keyset after the previous page (never OFFSET: packages published
 * meanwhile go above the reader's position). It walks shoot_packages_active_list_idx (or
 * shoot_packages_active_uf_idx with a UF), whose entries hold category, price and UF (migration
 * 0024), so those filters never open a row they turn down; the card's photographer (name, profile,
 * the rating copy on her profile) and first cover are read for the page's rows only. Whether
 * moderation hid a package is read on the row the card opens anyway (it almost never is).
 */
export function shootsPageSql(query: ShootsQuery, after: ShootListPosition | undefined, fetch: number, hidden: readonly string[] = []): SQL {
  const conditions: SQL[] = [sql`s.status = 'active'`, sql`s.moderation_hidden_by is null`];
  // Photographers the viewer blocked or who blocked her (blocks' HiddenPeople); usually none.
  conditions.push(...notAmongPeople(sql`s.photographer_id`, hidden));
  if (query.uf) conditions.push(sql`s.uf = ${query.uf}`);
  if (after) conditions.push(sql`(s.created_at, s.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  if (query.category) conditions.push(sql`s.category = ${query.category}`);
  if (query.price_min !== undefined) conditions.push(sql`s.price_cents >= ${query.price_min}::int`);
  if (query.price_max !== undefined) conditions.push(sql`s.price_cents <= ${query.price_max}::int`);
  if (query.city) conditions.push(sql`passarela_fold(s.city) = passarela_fold(${query.city})`);
  const text = textSearchCondition(sql`s.search_text`, query.q);
  if (text) conditions.push(text);
  if (query.date) {
    // Hours that weekday, and the day not blocked: what "available that day" means on the list.
    conditions.push(
      sql`exists (select 1 from shoot_availability a where a.photographer_id = s.photographer_id
                    and (a.weekday_mask & ${1 << weekdayOf(query.date)}::smallint) <> 0 and not (${query.date}::text = any(a.blocked_dates)))`,
    );
  }
  return sql`select s.id::text as id, s.photographer_id, s.title, s.category, s.duration_minutes, s.edited_photos, s.location_kind, s.city, s.uf, s.price_cents,
      (select m.url from profile_media m where m.id = s.cover_media_ids[1] and m.user_id = s.photographer_id) as cover_url,
      coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.name) as photographer_name,
      p.profile_slug::text as photographer_slug, p.profile_image_url as photographer_image, coalesce(p.is_verified, false) as photographer_verified,
      coalesce(p.rating_count, 0) as rating_count, coalesce(p.rating_sum, 0) as rating_sum,
      s.created_at::text as created_at_key
    from shoot_packages s
    join users u on u.id = s.photographer_id and u.suspended_at is null
    left join profiles p on p.user_id = s.photographer_id
    where ${sql.join(conditions, sql` and `)}
    order by s.created_at desc nulls last, s.id desc nulls last
    limit ${fetch}`;
}
