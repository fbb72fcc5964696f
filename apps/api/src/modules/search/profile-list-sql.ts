import { type SQL, sql } from 'drizzle-orm';
import { literalRowCount } from '../../db/statement-runner.ts';
import { ratingLateralSql } from '../reviews/review-sql.ts';
import type { ListPosition } from './list-cursor.ts';

/** The two segments of every profile list: PRO at `now` (0), then everyone else (1). */
export type ListSegment = 0 | 1;

/**
 * How many profiles, in list order, a search by word or city reads before it gives up walking and
 * asks the word's index instead. A word on one card in 20 fills a page of 24 within ~500 cards.
 */
export const LIST_WALK_ROWS = 500;

/** What every list page query needs besides its own filters. */
export interface ListPageRequest {
  /**
   * Conditions on `p` (profiles) whose best plan is the same whatever their values: type, state,
   * appearance, ranges... Statements made of these alone stay prepared (db/statement-runner.ts).
   */
  filters: SQL[];
  /**
   * Conditions whose best plan depends on the value: free text and city ('ana' is on a quarter of
   * all profiles, a rare surname on a handful; São Paulo is a tenth of the country). See fetchSegment.
   */
  valueFilters: ValueFilter[];
  /** The columns of a card, selected from `p`; the rating is added (rating_average, rating_count). */
  columns: SQL;
  /** Where the previous page ended; undefined on the first page. */
  after: ListPosition | undefined;
  now: Date;
  /** Rows to fetch: the page size plus one, to know whether another page follows. */
  fetch: number;
  /** LIST_WALK_ROWS unless a test needs the fallback with few profiles. */
  walkRows?: number;
}

/** A condition on `p` whose best plan depends on its value, in the two forms a search runs it. */
export interface ValueFilter {
  /**
   * Read row by row in the prepared walk, which carries only p.user_id, created_at, search_text and
   * city: anything computed from the value is computed once per statement.
   */
  walked: SQL;
  /** In the statement planned for the value: the value as PostgreSQL can fold and estimate it. */
  planned: SQL;
}

/** One statement and whether to keep it prepared on the server (see db/statement-runner.ts). */
export interface ListStatement {
  sql: SQL;
  prepare: boolean;
}

/** Visible profiles of one segment, after the previous page, with `extra` conditions. */
function segmentConditions(request: ListPageRequest, segment: ListSegment, extra: SQL[]): SQL {
  // p.pro_until and p.is_suspended copy the user's PRO end and suspension (migrations 0006, 0012).
  // The PRO rule is the spec's: subscription 'pro' with an end still in the future.
  const now = sql`${request.now.toISOString()}::timestamptz`;
  const conditions = [
    sql`not p.is_suspended`,
    sql`not p.is_hidden`,
    ...request.filters,
    ...extra,
    segment === 0 ? sql`p.pro_until > ${now}` : sql`(p.pro_until is null or p.pro_until <= ${now})`,
  ];
  if (request.after && request.after.segment === segment) {
    conditions.push(sql`(p.created_at, p.user_id) < (${request.after.createdAt}::timestamptz, ${request.after.userId})`);
  }
  return sql.join(conditions, sql` and `);
}

/** The cards of `page` (a subquery of card rows) with their ratings, in list order. */
function withRatings(page: SQL): SQL {
  return sql`select page.*, rating.rating_average, rating.rating_count from (${page}) page
    cross join ${ratingLateralSql(sql`page.user_id`)}
    order by page.created_at desc, page.user_id desc`;
}

/**
 * One segment as one statement on profiles: newest first with user_id as the tie-break, keyset
 * after the previous page, stopping after `rows`. Each segment walks its own index (the small
 * partial ones of PRO profiles, or the type/state ones). With `valueFilters` included it is
 * planned for the values at hand; without, it keeps one prepared plan (the row count is written
 * into the text for that).
 */
export function listSegmentSql(request: ListPageRequest, segment: ListSegment, rows: number, withValueFilters = false): ListStatement {
  const extra = withValueFilters ? request.valueFilters.map((filter) => filter.planned) : [];
  return {
    sql: withRatings(sql`select ${request.columns}, p.created_at, p.created_at::text as created_at_key, p.user_id
      from profiles p
      where ${segmentConditions(request, segment, extra)}
      order by p.created_at desc, p.user_id desc
      limit ${literalRowCount(rows)}`),
    prepare: !withValueFilters,
  };
}

/**
 * The walk of a search by value: the first `walkRows` profiles of the segment in list order (the
 * plan of listSegmentSql, good for any word), keeping the first `rows` that match `valueFilters`.
 * The walk carries only what it tests; cards and ratings are read for the rows it keeps.
 *
 * When fewer than `rows` match, the caller must know whether the walk read the whole segment or
 * stopped at its limit: a second branch answers one row with walk_cut_short when the segment holds
 * `walkRows` profiles or more, counted along the walk's own index (unordered, PostgreSQL may pick
 * a sequential scan that reads a whole table to find the few PRO profiles). Under the shared
 * LIMIT, PostgreSQL reaches that branch only when the first ran dry before `rows` matches, so a
 * page that fills never pays for it. (Numbering the walked rows with a window function to spot
 * the last one cost more than the rest of the walk.)
 */
export function listWalkSql(request: ListPageRequest, segment: ListSegment, rows: number): ListStatement {
  const walkRows = literalRowCount(request.walkRows ?? LIST_WALK_ROWS);
  const wanted = sql.join(
    request.valueFilters.map((filter) => filter.walked),
    sql` and `,
  );
  const conditions = segmentConditions(request, segment, []);
  return {
    sql: sql`select ${request.columns}, p.created_at, p.created_at::text as created_at_key, p.user_id,
        kept.walk_cut_short, rating.rating_average, rating.rating_count
      from (
        select * from (
          (select p.user_id, p.created_at, false as walk_cut_short
            from (select p.user_id, p.created_at, p.search_text, p.city from profiles p where ${conditions}
                  order by p.created_at desc, p.user_id desc limit ${walkRows}) p
            where ${wanted}
            order by p.created_at desc, p.user_id desc
            limit ${literalRowCount(rows)})
          union all
          (select null::text, null::timestamptz, true
            where (select count(*) from (select 1 from profiles p where ${conditions}
                                         order by p.created_at desc, p.user_id desc limit ${walkRows}) segment_rows) >= ${walkRows})
        ) branches
        limit ${literalRowCount(rows)}
      ) kept
      left join profiles p on p.user_id = kept.user_id
      cross join ${ratingLateralSql(sql`p.user_id`)}
      order by kept.created_at desc nulls last, kept.user_id desc`,
    prepare: true,
  };
}

type Run<Row> = (statement: ListStatement) => Promise<Row[]>;

/**
 * Up to `rows` rows of one segment. Without a word or city: one prepared statement. With one, the
 * best plan depends on the word, and planning it on every request cost more than running it; so
 * the prepared walk goes first, and its answer stands when it filled the request or read the whole
 * segment. Only when it stopped at its limit short of a page (a rare word) is the statement
 * planned for the word, where the word's trigram index finds the few matches. Both answer the
 * same rows: the walk's matches are the newest matches of the segment.
 */
async function fetchSegment<Row extends object>(run: Run<Row>, request: ListPageRequest, segment: ListSegment, rows: number): Promise<Row[]> {
  if (request.valueFilters.length === 0) return run(listSegmentSql(request, segment, rows));
  const walked = (await run(listWalkSql(request, segment, rows))) as (Row & { walk_cut_short: boolean })[];
  const matches = walked.filter((row) => !row.walk_cut_short);
  if (matches.length < rows && walked.some((row) => row.walk_cut_short)) return run(listSegmentSql(request, segment, rows, true));
  return matches;
}

/** The row every list query answers, whatever its card columns. */
export interface ListRowKey {
  created_at_key: string;
  user_id: string;
  segment: ListSegment;
}

/**
 * The rows of one page, in list order: the PRO segment first, and the rest only when PRO
 * profiles did not fill the page, asking for exactly what is left. (One UNION ALL statement
 * planned and ran both segments in full on every page, and planning it cost more than running it.)
 * The reads are separate statements: a profile whose PRO starts or ends between them could be
 * missed on this page, as it could between any two pages of a keyset list.
 */
export async function fetchListRows<Row extends object>(run: Run<Row>, request: ListPageRequest): Promise<(Row & { segment: ListSegment })[]> {
  const rows: (Row & { segment: ListSegment })[] = [];
  // The rows are the driver's own fresh objects: tagged in place rather than copied.
  const tagged = (found: Row[], segment: ListSegment) => found.map((row) => Object.assign(row, { segment }));
  if (request.after?.segment !== 1) rows.push(...tagged(await fetchSegment(run, request, 0, request.fetch), 0));
  if (rows.length < request.fetch) rows.push(...tagged(await fetchSegment(run, request, 1, request.fetch - rows.length), 1));
  return rows;
}

/** Splits the fetched rows into the page and the position the next page starts after. */
export function toPage<Row extends ListRowKey>(rows: Row[], limit: number, now: Date): { rows: Row[]; next: ListPosition | undefined } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length <= limit || !last) return { rows: page, next: undefined };
  return { rows: page, next: { now, segment: last.segment, createdAt: last.created_at_key, userId: last.user_id } };
}
