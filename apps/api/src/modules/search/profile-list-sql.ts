import { type SQL, sql } from 'drizzle-orm';
import { type ListStatement, reusableListStatement } from '../../db/list-statement-cache.ts';
import { literalRowCount } from '../../db/statement-runner.ts';
import { ratingAverageOf, ratingTotalsSql, storedRatingColumnsSql, windowDaysParam } from '../reviews/index.ts';
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
   * The part of `filters` the list indexes hold in their leading columns (type, then state, then
   * appearance): what a walk's cut-short check counts from an index alone (see segmentWalkSql).
   */
  indexedFilters: SQL[];
  /**
   * Conditions whose best plan depends on the value: free text and city ('ana' is on a quarter of
   * all profiles, a rare surname on a handful; São Paulo is a tenth of the country). See fetchSegment.
   */
  valueFilters: ValueFilter[];
  /** The columns of a card, selected from `p`; the rating is added (rating_average, rating_count: see withRatings). */
  columns: SQL;
  /** Where the previous page ended; undefined on the first page. */
  after: ListPosition | undefined;
  now: Date;
  /** Rows to fetch: the page size plus one, to know whether another page follows. */
  fetch: number;
  /**
   * REVIEW_WINDOW_DAYS for the cards' ratings, read by the service from the settings: reading
   * app_settings inside the statement cost a fifth of a search's time in PostgreSQL.
   */
  reviewWindowDays: number;
  /** LIST_WALK_ROWS unless a test needs the fallback with few profiles. */
  walkRows?: number;
  /**
   * Every input the statements are built from except `now` (the query, the cursor's position,
   * the page size, the window), when the caller keeps compiled statements (list-statement-cache.ts).
   */
  statementKey?: string;
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

/**
 * A prepared statement `build` makes of `request`, reusable under `name` (which says which
 * statement, segments and row count) when the request has a statementKey.
 */
function reusableStatement(request: ListPageRequest, name: string, build: (request: ListPageRequest) => SQL): ListStatement {
  const key = request.statementKey === undefined ? undefined : `${name}|${request.walkRows ?? LIST_WALK_ROWS}|${request.statementKey}`;
  return reusableListStatement(key, (now) => build({ ...request, now }), request.now);
}

/** Where the previous page ended, when it ended inside `segment`. */
function afterPrevious(request: ListPageRequest, segment: ListSegment): SQL[] {
  if (!request.after || request.after.segment !== segment) return [];
  return [sql`(p.created_at, p.user_id) < (${request.after.createdAt}::timestamptz, ${request.after.userId})`];
}

/** Visible profiles of one segment, after the previous page, with `extra` conditions. */
function segmentConditions(request: ListPageRequest, segment: ListSegment, extra: SQL[]): SQL {
  // p.pro_until and p.is_suspended copy the user's PRO end and suspension (migrations 0006, 0012);
  // is_suspended also holds while moderation hides the profile (migration 0027).
  // The PRO rule of docs/product.md "Spec 4": subscription 'pro' with an end still in the future.
  const now = sql`${request.now.toISOString()}::timestamptz`;
  const conditions = [
    sql`not p.is_suspended`,
    sql`not p.is_hidden`,
    ...request.filters,
    ...extra,
    segment === 0 ? sql`p.pro_until > ${now}` : sql`(p.pro_until is null or p.pro_until <= ${now})`,
    ...afterPrevious(request, segment),
  ];
  return sql.join(conditions, sql` and `);
}

/**
 * Every profile of the segment and some more, in conditions on index columns alone, so PostgreSQL
 * counts them with an index-only scan: the type/state/appearance filters, the partial PRO indexes'
 * `pro_until is not null` for PRO, and the keyset. Visibility, PRO end and the other filters are
 * left out: each would make the count read the table row by row, as the walk itself did.
 */
function segmentSupersetConditions(request: ListPageRequest, segment: ListSegment): SQL {
  const conditions = [...request.indexedFilters, ...(segment === 0 ? [sql`p.pro_until is not null`] : []), ...afterPrevious(request, segment)];
  return sql.join(conditions, sql` and `);
}

/** A segment number written into the text: it names the branch, it is not a value to bind. */
const segmentLiteral = (segment: ListSegment) => sql.raw(segment === 0 ? '0' : '1');

/**
 * Branches run in turn under one LIMIT: PostgreSQL's Append asks a later branch for rows only
 * when the earlier ones ran out before the limit, so the rest of the list is read only when PRO
 * profiles did not fill the page. The page relies on that order (an ORDER BY here would make
 * PostgreSQL read every branch before the limit). Only a parallel Append could interleave
 * branches, and these statements cost a fraction of parallel_setup_cost; the tests page through
 * PRO and the rest on both databases.
 */
function inTurn(branches: SQL[], rows: number): SQL {
  if (branches.length === 1 && branches[0]) return branches[0];
  return sql`select * from (${sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` union all `,
  )}) segments limit ${literalRowCount(rows)}`;
}

/** The rating columns a card row carries from its profile `p` (withRatings). */
function cardRatingSql(request: ListPageRequest): SQL {
  return storedRatingColumnsSql('p', windowDaysParam(request.reviewWindowDays));
}

/** One segment's card rows, newest first with user_id as the tie-break, keyset after the previous page. */
function segmentRowsSql(request: ListPageRequest, segment: ListSegment, rows: number, extra: SQL[]): SQL {
  return sql`select ${request.columns}, p.created_at, p.created_at::text as created_at_key, p.user_id, ${cardRatingSql(request)}, ${segmentLiteral(segment)} as segment
      from profiles p
      where ${segmentConditions(request, segment, extra)}
      order by p.created_at desc, p.user_id desc
      limit ${literalRowCount(rows)}`;
}

/** The card rows of `page` (a subquery) in list order. */
function inListOrder(page: SQL): SQL {
  return sql`select page.* from (${page}) page order by page.segment, page.created_at desc, page.user_id desc`;
}

/**
 * Up to `rows` cards of `segments` in list order, as one prepared statement whose plan is good
 * for any values: each segment walks its own index (the small partial ones of PRO profiles, or
 * the type/state ones), and the row counts are written into the text.
 */
export function listPageSql(request: ListPageRequest, segments: readonly ListSegment[], rows: number): ListStatement {
  return reusableStatement(request, `page|${segments.join()}|${rows}`, (built) =>
    inListOrder(
      inTurn(
        segments.map((segment) => segmentRowsSql(built, segment, rows, [])),
        rows,
      ),
    ),
  );
}

/**
 * One segment with its value filters, planned for the values at hand (the word's trigram index
 * finds a rare word's few matches). Only a walk that stopped short of a page comes here.
 */
export function listSegmentForValuesSql(request: ListPageRequest, segment: ListSegment, rows: number): ListStatement {
  const extra = request.valueFilters.map((filter) => filter.planned);
  return { sql: inListOrder(segmentRowsSql(request, segment, rows, extra)), prepare: false };
}

/**
 * One segment's walk for a search by value: the first `walkRows` profiles of the segment in list
 * order (the plan of listPageSql, good for any word), keeping the first `rows` that match
 * `valueFilters`. The walk carries only what it tests; cards are read for the rows kept.
 *
 * When fewer than `rows` match, the caller must know whether the walk read the whole segment or
 * may have stopped at its limit: a second branch answers one row with walk_cut_short when a
 * superset of the segment (segmentSupersetConditions) holds `walkRows` profiles or more, counted
 * in list order along an index alone (unordered, PostgreSQL may pick a sequential scan that reads
 * a whole table to find the few PRO profiles). Fewer means the walk surely read the whole segment;
 * more only sends the segment to the statement planned for the word, which answers the same rows.
 * Counting the segment itself read every walked row from the table a second time: a third of a
 * search's time. Under the shared LIMIT, PostgreSQL reaches that branch only when the first ran
 * dry before `rows` matches, so a page that fills never pays for it. (Numbering the walked rows
 * with a window function to spot the last one cost more than the rest of the walk.)
 */
function segmentWalkSql(request: ListPageRequest, segment: ListSegment, rows: number): SQL {
  const walkRows = literalRowCount(request.walkRows ?? LIST_WALK_ROWS);
  const wanted = sql.join(
    request.valueFilters.map((filter) => filter.walked),
    sql` and `,
  );
  const conditions = segmentConditions(request, segment, []);
  const matches = sql`select p.user_id, p.created_at, ${segmentLiteral(segment)} as segment, false as walk_cut_short
      from (select p.user_id, p.created_at, p.search_text, p.city from profiles p where ${conditions}
            order by p.created_at desc, p.user_id desc limit ${walkRows}) p
      where ${wanted}
      order by p.created_at desc, p.user_id desc
      limit ${literalRowCount(rows)}`;
  const cutShort = sql`select null::text, null::timestamptz, ${segmentLiteral(segment)}, true
      where (select count(*) from (select 1 from profiles p where ${segmentSupersetConditions(request, segment)}
                                   order by p.created_at desc, p.user_id desc limit ${walkRows}) segment_rows) >= ${walkRows}`;
  return inTurn([matches, cutShort], rows);
}

/**
 * The walks of `segments` in turn, as one prepared statement: up to `rows` kept rows, each
 * segment's matches followed by its walk_cut_short row when it has one, with cards and ratings.
 */
export function listWalkSql(request: ListPageRequest, segments: readonly ListSegment[], rows: number): ListStatement {
  return reusableStatement(request, `walk|${segments.join()}|${rows}`, (built) => {
    const kept = inTurn(
      segments.map((segment) => segmentWalkSql(built, segment, rows)),
      rows,
    );
    return sql`select ${built.columns}, p.created_at, p.created_at::text as created_at_key, p.user_id,
        kept.segment, kept.walk_cut_short, ${cardRatingSql(built)}
      from (${kept}) kept
      left join profiles p on p.user_id = kept.user_id
      order by kept.segment, kept.walk_cut_short, kept.created_at desc nulls last, kept.user_id desc`;
  });
}

type Run<Row> = (statement: ListStatement) => Promise<Row[]>;

/** The row every list query answers, whatever its card columns. */
export interface ListRowKey {
  created_at_key: string;
  user_id: string;
  segment: ListSegment;
}

/**
 * Up to `rows` rows of `segments`, in list order, in one statement when it can. Without a word or
 * city, listPageSql answers. With one, the best plan depends on the word, and planning it on
 * every request cost more than running it; so the prepared walks go first, and a segment's walk
 * stands when it filled the page or read the whole segment. Only a segment whose walk stopped at
 * its limit short of a page (a rare word) is asked again, planned for the word, and the segments
 * after it then one by one. Both answer the same rows: a walk's matches are the newest of its segment.
 */
async function fetchSegments<Row extends { segment: ListSegment }>(
  run: Run<Row>,
  request: ListPageRequest,
  segments: readonly ListSegment[],
  rows: number,
): Promise<Row[]> {
  if (request.valueFilters.length === 0) return run(listPageSql(request, segments, rows));
  const walked = (await run(listWalkSql(request, segments, rows))) as (Row & { walk_cut_short: boolean })[];
  const found: Row[] = [];
  for (const [index, segment] of segments.entries()) {
    if (found.length >= rows) break;
    const ofSegment = walked.filter((row) => row.segment === segment);
    if (!ofSegment.some((row) => row.walk_cut_short)) {
      found.push(...ofSegment);
      continue;
    }
    found.push(...(await run(listSegmentForValuesSql(request, segment, rows - found.length))));
    const later = segments.slice(index + 1);
    if (later.length > 0 && found.length < rows) found.push(...(await fetchSegments(run, request, later, rows - found.length)));
    break;
  }
  return found;
}

/**
 * The rows of one page, in list order: the PRO segment first, then the rest, which PostgreSQL
 * reads only when PRO profiles did not fill the page (see inTurn). A page after the PRO profiles
 * reads the rest alone.
 */
export async function fetchListRows<Row extends { segment: ListSegment }>(run: Run<Row>, request: ListPageRequest): Promise<Row[]> {
  const segments: ListSegment[] = request.after?.segment === 1 ? [1] : [0, 1];
  return withRatings(run, request, await fetchSegments(run, request, segments, request.fetch));
}

/** A card row's rating as its statement read it from the profile (storedRatingColumnsSql). */
interface StoredRatingRow {
  user_id: string;
  rating_sum: number | string;
  rating_count: number | string | null;
  rating_current: boolean;
  rating_average?: number | null;
}

/**
 * Sets each row's rating_average and rating_count: the copy on its profile when current, else the
 * totals of the person's reviews, read in one more statement for the rows whose copy is not (the
 * review window was changed, or a waiting review has shown since: few rows, for a minute at most,
 * until the rating summaries refresh (reviews/rating-summaries.ts) catches their copies up).
 */
async function withRatings<Row>(run: Run<Row>, request: ListPageRequest, rows: Row[]): Promise<Row[]> {
  const stored = rows as unknown as StoredRatingRow[];
  const stale = stored.filter((row) => !row.rating_current).map((row) => row.user_id);
  const totals = new Map<string, { rating_sum: number; rating_count: number }>();
  if (stale.length > 0) {
    const read = (await run({ sql: ratingTotalsSql(stale, windowDaysParam(request.reviewWindowDays)), prepare: false })) as unknown as StoredRatingRow[];
    for (const row of read) totals.set(row.user_id, { rating_sum: Number(row.rating_sum), rating_count: Number(row.rating_count) });
  }
  for (const row of stored) {
    const rating = row.rating_current ? row : (totals.get(row.user_id) ?? { rating_sum: 0, rating_count: 0 });
    const count = Number(rating.rating_count ?? 0);
    row.rating_count = count;
    row.rating_average = ratingAverageOf(Number(rating.rating_sum), count);
  }
  return rows;
}

/** Splits the fetched rows into the page and the position the next page starts after. */
export function toPage<Row extends ListRowKey>(rows: Row[], limit: number, now: Date): { rows: Row[]; next: ListPosition | undefined } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length <= limit || !last) return { rows: page, next: undefined };
  return { rows: page, next: { now, segment: last.segment, createdAt: last.created_at_key, userId: last.user_id } };
}
