import type { ShootsQuery } from '@passarela/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type ListStatement, listStatementKey, reusableListStatement } from '../../db/list-statement-cache.ts';
import { literalRowCount, valueForAnyPlan } from '../../db/statement-runner.ts';
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

/** The card's columns: the package `s`, its photographer `u` and her profile `p`, the first cover. */
const cardColumns = sql`s.id::text as id, s.photographer_id, s.title, s.category, s.duration_minutes, s.edited_photos, s.location_kind, s.city, s.uf, s.price_cents,
      (select m.url from profile_media m where m.id = s.cover_media_ids[1] and m.user_id = s.photographer_id) as cover_url,
      coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.name) as photographer_name,
      p.profile_slug::text as photographer_slug, p.profile_image_url as photographer_image, coalesce(p.is_verified, false) as photographer_verified,
      coalesce(p.rating_count, 0) as rating_count, coalesce(p.rating_sum, 0) as rating_sum,
      s.created_at::text as created_at_key`;

const listOrder = sql`order by s.created_at desc nulls last, s.id desc nulls last`;

/** A text value compared with an indexed column: hidden from the planner in a statement kept prepared (valueForAnyPlan). */
const textValue = (text: string, forAnyValue: boolean) => (forAnyValue ? valueForAnyPlan(text, 'text') : sql`${text}`);

/** What chooses the index a page walks: the UF, the city, the previous page's position. */
function positionConditions(query: ShootsQuery, after: ShootListPosition | undefined, forAnyValue: boolean): SQL[] {
  const conditions: SQL[] = [sql`s.status = 'active'`];
  if (query.uf) conditions.push(sql`s.uf = ${textValue(query.uf, forAnyValue)}`);
  if (query.city) conditions.push(sql`passarela_fold(s.city) = passarela_fold(${textValue(query.city, forAnyValue)})`);
  if (after) conditions.push(sql`(s.created_at, s.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  return conditions;
}

/** The package's price between the range's ends (either may be missing). */
function priceConditions(query: ShootsQuery, price: SQL, forAnyValue: boolean): SQL[] {
  const bound = (cents: number) => (forAnyValue ? valueForAnyPlan(cents, 'integer') : sql`${cents}::int`);
  const conditions: SQL[] = [];
  if (query.price_min !== undefined) conditions.push(sql`${price} >= ${bound(query.price_min)}`);
  if (query.price_max !== undefined) conditions.push(sql`${price} <= ${bound(query.price_max)}`);
  return conditions;
}

/** What is read on the package's row: moderation, hidden people, a date's availability. */
function rowConditions(query: ShootsQuery, hidden: readonly string[]): SQL[] {
  const conditions: SQL[] = [sql`s.moderation_hidden_by is null`];
  // Photographers the viewer blocked or who blocked her (blocks' HiddenPeople); usually none.
  conditions.push(...notAmongPeople(sql`s.photographer_id`, hidden));
  if (query.date) {
    // Hours that weekday, and the day not blocked: what "available that day" means on the list.
    conditions.push(
      sql`exists (select 1 from shoot_availability a where a.photographer_id = s.photographer_id
                    and (a.weekday_mask & ${1 << weekdayOf(query.date)}::smallint) <> 0 and not (${query.date}::text = any(a.blocked_dates)))`,
    );
  }
  return conditions;
}

/**
 * One /ensaios page as one statement: active packages of photographers who are not suspended,
 * newest first, id as tie-break, keyset after the previous page (never OFFSET: packages published
 * meanwhile go above the reader's position). It walks shoot_packages_active_list_idx (or the UF's
 * or the city's index, migrations 0024 and 0031), whose entries hold category, price and UF; the
 * card's photographer (name, profile, the rating copy on her profile) and first cover are read for
 * the page's rows only. Kept prepared (`forAnyValue`), the UF, category and city are hidden from
 * the planner: priced for São Paulo's many packages, a plan for the value looked cheaper than the
 * one kept for any, and PostgreSQL planned such a page anew at every run (shoots-list-plans.test.ts).
 */
export function shootsPageSql(
  query: ShootsQuery,
  after: ShootListPosition | undefined,
  fetch: number,
  hidden: readonly string[] = [],
  forAnyValue = false,
): SQL {
  const conditions = [
    ...positionConditions(query, after, forAnyValue),
    ...rowConditions(query, hidden),
    ...priceConditions(query, sql`s.price_cents`, forAnyValue),
  ];
  if (query.category) conditions.push(sql`s.category = ${textValue(query.category, forAnyValue)}`);
  const text = textSearchCondition(sql`s.search_text`, query.q);
  if (text) conditions.push(text);
  return sql`select ${cardColumns}
    from shoot_packages s
    join users u on u.id = s.photographer_id and u.suspended_at is null
    left join profiles p on p.user_id = s.photographer_id
    where ${sql.join(conditions, sql` and `)}
    ${listOrder}
    limit ${literalRowCount(fetch)}`;
}

/** How many index entries a price range's walk reads before its page is asked for the values instead. */
export const SHOOTS_PRICE_WALK_ENTRIES = 2000;

/**
 * A page with a price range, as a statement whose plan suits any range: the first `entries`
 * entries of the list's index in list order (of the UF or city, after the previous page), read
 * from the index alone (it holds category and price), tested there against the category and the
 * range; only the entries that pass are opened, in order, until `fetch` are kept. Planned for no
 * range in particular, PostgreSQL guessed that a handful of packages would pass and read every
 * package of the state to sort them (16 ms for 'RJ, book, R$ 200-2.000'). Short of `fetch`, the
 * caller asks shootsPageSql planned for the values (a narrow range, a short list).
 */
export function shootsPriceWalkSql(
  query: ShootsQuery,
  after: ShootListPosition | undefined,
  fetch: number,
  hidden: readonly string[],
  entries = SHOOTS_PRICE_WALK_ENTRIES,
): SQL {
  const kept = priceConditions(query, sql`w.price_cents`, true);
  if (query.category) kept.push(sql`w.category = ${textValue(query.category, true)}`);
  // The walk's order is kept up to the limit (a nested loop over the walked entries), so the
  // packages after the page's last are never opened.
  return sql`select ${cardColumns}
    from (select s.id, s.created_at, s.category, s.price_cents
            from shoot_packages s where ${sql.join(positionConditions(query, after, true), sql` and `)}
            ${listOrder} limit ${literalRowCount(entries)}) w
    join shoot_packages s on s.id = w.id
    join users u on u.id = s.photographer_id and u.suspended_at is null
    left join profiles p on p.user_id = s.photographer_id
    where ${sql.join([...kept, ...rowConditions(query, hidden)], sql` and `)}
    order by w.created_at desc nulls last, w.id desc nulls last
    limit ${literalRowCount(fetch)}`;
}

/**
 * The rows of one /ensaios page, in list order, each kind of page as a statement kept prepared
 * where one plan suits any value (PostgreSQL then neither parses nor plans it again): a UF, a city,
 * a category or a date is an equality on an index's leading key or a test of each entry walked in
 * list order. A price range is walked first (shootsPriceWalkSql), and only a walk short of a page
 * is asked again, planned for the range; searched words are always planned for themselves (how
 * common a word is decides whether its trigram index pays).
 */
export async function fetchShootRows(
  run: (statement: ListStatement) => Promise<ShootListRow[]>,
  query: ShootsQuery,
  after: ShootListPosition | undefined,
  fetch: number,
  hidden: readonly string[] = [],
): Promise<ShootListRow[]> {
  // Each kind of page is compiled once per query, position, page size and hidden people
  // (list-statement-cache.ts); the people left out only when there are some, so guests share a key.
  const statement = (name: string, prepare: boolean, build: () => SQL): ListStatement =>
    reusableListStatement(listStatementKey(name, query, after ?? null, fetch, ...(hidden.length > 0 ? [hidden] : [])), build, undefined, prepare);
  const forValues = () => statement('page-for-values', false, () => shootsPageSql(query, after, fetch, hidden, false));
  if (query.q) return run(forValues());
  if (query.price_min === undefined && query.price_max === undefined) {
    return run(statement('page', true, () => shootsPageSql(query, after, fetch, hidden, true)));
  }
  const walked = await run(statement('price-walk', true, () => shootsPriceWalkSql(query, after, fetch, hidden)));
  if (walked.length >= fetch) return walked;
  return run(forValues());
}
