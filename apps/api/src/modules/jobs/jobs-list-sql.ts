import type { JobsQuery } from '@passarela/shared';
import { type SQL, sql } from 'drizzle-orm';
import { literalRowCount, type PlannedType, valueForAnyPlan } from '../../db/statement-runner.ts';
import { type ListStatement, listStatementKey, reusableListStatement } from '../../db/list-statement-cache.ts';
import { textSearchCondition, textSignatureSearch } from '../../db/text-search.ts';
import { notAmongPeople } from '../blocks/index.ts';
import type { JobsPosition } from './jobs-cursor.ts';
import { jobCardColumns, type JobListRow, jobOwnerJoin } from './job-card-sql.ts';

/**
 * How many open jobs, in list order, a search by city alone reads before it asks for the city's
 * jobs planned for it. A city of one open job in 40 fills a page of 25 within ~1,000.
 */
export const JOBS_WALK_ROWS = 1500;
/**
 * The same within one state. A prepared plan is made for any state, as if each held 1/27 of the
 * open jobs; walking more than about 60% of that, PostgreSQL would rather read the whole state and
 * sort it (10 ms on the benchmark's São Paulo) than follow jobs_open_state_idx in order.
 */
export const JOBS_STATE_WALK_ROWS = 800;
/**
 * Index entries a search by word, or with type, pay or date filters, reads at most
 * (jobsFilteredWalkSql): the entries hold those columns and the text's trigrams, so 4,000 of
 * them cost about 0.4 ms, and a job is opened only when it passes them.
 */
export const JOBS_FILTERED_WALK_ENTRIES = 4000;

export interface JobsPageArgs {
  after: JobsPosition | undefined;
  /** Rows to fetch: the page size plus one, to know whether another page follows. */
  fetch: number;
  /** Rows a walk reads (JOBS_WALK_ROWS, JOBS_STATE_WALK_ROWS, JOBS_FILTERED_WALK_ENTRIES) unless a test needs the fallback with few jobs. */
  walkRows?: number;
  /** Owners the viewer blocked or who blocked her (blocks' HiddenPeople): their jobs are left out. Usually none. */
  hidden?: readonly string[];
}

const listOrder = sql`order by j.featured desc nulls last, j.published_at desc nulls last, j.id desc nulls last`;

/** A value as a statement compares with it: hidden from the planner when the statement is kept prepared. */
function valueFor(prepared: boolean) {
  return (raw: string | number | boolean, type: PlannedType) => (prepared ? valueForAnyPlan(raw, type) : sql`${raw}::${sql.raw(type)}`);
}

/**
 * What jobs_open_list_idx / jobs_open_state_idx answer by themselves: open, the state, after the
 * previous page. A prepared statement hides the state and the position from the planner
 * (valueForAnyPlan): seen, São Paulo's 7,500 jobs and page 21 were planned anew at every request
 * (0.7 ms a page instead of 0.23).
 */
function indexConditions(query: JobsQuery, page: JobsPageArgs, prepared: boolean): SQL[] {
  const value = valueFor(prepared);
  const conditions: SQL[] = [sql`j.status = 'open'`];
  if (query.state) conditions.push(sql`j.state = ${value(query.state, 'text')}`);
  if (page.after) {
    const { featured, publishedAt, id } = page.after;
    conditions.push(sql`(j.featured, j.published_at, j.id) < (${value(featured, 'boolean')}, ${value(publishedAt, 'timestamptz')}, ${value(id, 'uuid')})`);
  }
  return conditions;
}

/** Type, pay and dates: their best plan is the same whatever their values, and the list indexes hold their columns. */
function rowFilters(query: JobsQuery, prepared: boolean): SQL[] {
  const value = valueFor(prepared);
  const filters: SQL[] = [];
  if (query.job_type) filters.push(sql`j.job_type = ${value(query.job_type, 'text')}`);
  if (query.pay_min !== undefined) filters.push(sql`j.pay_cents >= ${value(query.pay_min, 'integer')}`);
  if (query.pay_max !== undefined) filters.push(sql`j.pay_cents <= ${value(query.pay_max, 'integer')}`);
  if (query.date_from) filters.push(sql`j.starts_on >= ${value(query.date_from, 'date')}`);
  if (query.date_to) filters.push(sql`j.starts_on <= ${value(query.date_to, 'date')}`);
  return filters;
}

/**
 * City and free text, whose best plan depends on the word. In a walk (`once`) each value is folded
 * once per statement, not once per row; planned for the word, PostgreSQL folds it itself and needs
 * it visible to estimate how common it is.
 */
function valueFilters(query: JobsQuery, once: boolean, job = sql`j`): SQL[] {
  const filters: SQL[] = [];
  if (query.city) {
    const city = once ? sql`(select passarela_fold(${query.city}))` : sql`passarela_fold(${query.city})`;
    filters.push(sql`passarela_fold(${job}.city) = ${city}`);
  }
  const text = textSearchCondition(sql`${job}.search_text`, query.q, { patternOncePerStatement: once });
  if (text) filters.push(text);
  return filters;
}

/**
 * Only owners whose identity an admin verified (`verified=true`): in a walk, one look at the
 * owner's profile row (profiles' primary key) for a job that passed every other filter.
 */
function verifiedOwnerFilter(query: JobsQuery, ownerId: SQL): SQL[] {
  return query.verified ? [verifiedOwner(ownerId)] : [];
}

const verifiedOwner = (ownerId: SQL) => sql`exists (select 1 from profiles vp where vp.user_id = ${ownerId} and vp.is_verified)`;

/**
 * The /vagas page as one statement planned for its values: open jobs not hidden by moderation, of
 * owners who are not suspended (and verified, when asked), featured first, newest first, id as
 * tie-break, walking jobs_open_list_idx (or jobs_open_state_idx with a state), or a rare word's
 * few matches from the trigram index. Keyset, not OFFSET: jobs published meanwhile go above the
 * reader's position, so a page never repeats or skips a card.
 */
export function jobsPageSql(query: JobsQuery, page: JobsPageArgs, prepared: boolean): SQL {
  const conditions = [
    ...indexConditions(query, page, prepared),
    sql`u.suspended_at is null`,
    sql`j.moderation_hidden_by is null`,
    ...(query.verified ? [sql`p.is_verified`] : []),
    ...rowFilters(query, prepared),
    ...valueFilters(query, false),
    ...notAmongPeople(sql`j.owner_id`, page.hidden),
  ];
  // NULLS LAST as the index was built (Drizzle's .desc()); none of the three is null on an open job.
  return sql`select ${jobCardColumns}, j.published_at::text as published_at_key
    from jobs j ${jobOwnerJoin}
    where ${sql.join(conditions, sql` and `)}
    ${listOrder}
    limit ${literalRowCount(page.fetch)}`;
}

/**
 * A search by city alone (words go to jobsFilteredWalkSql, whose index entries can turn jobs
 * down by them) as one prepared statement whose plan suits any city: the first
 * `walkRows` open jobs in list order (of the state, after the previous page), straight from the
 * list index, keeping the first `fetch` that pass every other filter and whose owner is not
 * suspended; owners and cards are read for those alone. The walked jobs are the head of the list,
 * so when `fetch` are kept they are exactly the page jobsPageSql answers; fewer, and the caller
 * asks jobsPageSql. The walk's limit counts index rows, not rows that pass the filters: with the
 * filters inside, PostgreSQL expected a few rows from the state and read all of it to sort them.
 */
export function jobsWalkSql(query: JobsQuery, page: JobsPageArgs): SQL {
  const walkRows = page.walkRows ?? (query.state ? JOBS_STATE_WALK_ROWS : JOBS_WALK_ROWS);
  // The walk opens each job anyway (owner, city, text): whether moderation hid it is read there too.
  const kept = [
    ...rowFilters(query, true),
    ...valueFilters(query, true),
    sql`j.moderation_hidden_by is null`,
    sql`not exists (select 1 from users u where u.id = j.owner_id and u.suspended_at is not null)`,
    ...verifiedOwnerFilter(query, sql`j.owner_id`),
    ...notAmongPeople(sql`j.owner_id`, page.hidden),
  ];
  return sql`select ${jobCardColumns}, j.published_at::text as published_at_key
    from (select j.id from (select j.id, j.owner_id, j.featured, j.published_at, j.search_text, j.city, j.job_type, j.pay_cents, j.starts_on, j.moderation_hidden_by
                              from jobs j where ${sql.join(indexConditions(query, page, true), sql` and `)}
                              ${listOrder} limit ${literalRowCount(walkRows)}) j
           where ${sql.join(kept, sql` and `)}
           ${listOrder} limit ${literalRowCount(page.fetch)}) kept
    join jobs j on j.id = kept.id ${jobOwnerJoin}
    ${listOrder}`;
}

/**
 * A search by word, or by city with type, pay or date filters, as one prepared statement whose
 * plan suits any values: the first `walkRows` entries of the list index in list order (of the
 * state, after the previous page), tested in the index itself against those filters and the
 * words' trigram bits (it holds their columns and search_signature, migrations 0016 and 0017);
 * only the entries that pass are opened, in order, for the words themselves, the city, moderation's
 * hiding and the owner's suspension (and badge, when asked), until `fetch` are kept ('sao paulo':
 * 25 jobs opened of the ~1,050 walked, where jobsWalkSql opens all of them). Opening a job is a separate step per entry (LATERAL ...
 * OFFSET 0) so PostgreSQL cannot swap it for the trigram index and a sort; it reads the card's
 * columns and the owner at once, so the kept jobs are not read again. Like jobsWalkSql, short of
 * `fetch` the caller asks jobsPageSql.
 */
export function jobsFilteredWalkSql(query: JobsQuery, page: JobsPageArgs): SQL {
  const entries = page.walkRows ?? JOBS_FILTERED_WALK_ENTRIES;
  const signature = textSignatureSearch(sql`j.search_signature`, query.q);
  const kept = [...rowFilters(query, true), ...(signature ? [signature.condition] : []), ...valueFilters(query, true, sql`h`)];
  // Read where the job and its owner are opened: moderation's hiding and the owner's badge.
  const ownerVerified = query.verified ? sql` and ${verifiedOwner(sql`h.owner_id`)}` : sql``;
  const ownerShown = sql.join(
    notAmongPeople(sql`h.owner_id`, page.hidden).map((condition) => sql` and ${condition}`),
    sql``,
  );
  // The kept jobs (h: the opened job's card columns, owner and text) come out as `j`, their owners
  // as `u` (a row of j's own columns, which PostgreSQL folds away): the card's columns read as
  // they do over jobs and users.
  return sql`${signature?.with ?? sql``}select ${jobCardColumns}, j.published_at::text as published_at_key
    from (select h.*
            from (select j.id, j.featured, j.published_at, j.job_type, j.pay_cents, j.starts_on, j.search_signature
                    from jobs j where ${sql.join(indexConditions(query, page, true), sql` and `)}
                    ${listOrder} limit ${literalRowCount(entries)}) j
            cross join lateral (select h.id, h.title, h.job_type, h.city, h.state, h.starts_on, h.ends_on, h.pay_cents, h.pay_unit, h.openings, h.status,
                                       h.featured, h.published_at, h.owner_id, h.search_text, u.user_type as owner_user_type, u.name as owner_name
                                  from jobs h join users u on u.id = h.owner_id and u.suspended_at is null
                                 where h.id = j.id and h.moderation_hidden_by is null${ownerVerified}${ownerShown} offset 0) h
           where ${sql.join(kept, sql` and `)}
           ${listOrder} limit ${literalRowCount(page.fetch)}) j
    cross join lateral (select j.owner_id as id, j.owner_user_type as user_type, null::timestamptz as suspended_at, j.owner_name as name) u
    left join profiles p on p.user_id = j.owner_id
    ${listOrder}`;
}

/**
 * A prepared statement of the page, reusable from a runner's cache (list-statement-cache.ts)
 * under every input it is built from: the query, the previous page's position, the page size
 * and the walk's length. /vagas does not compare with now.
 */
function reusableStatement(name: string, query: JobsQuery, page: JobsPageArgs, build: () => SQL): ListStatement {
  // The owners left out only when there are some: a guest's key is the same as before blocks.
  const hidden = page.hidden && page.hidden.length > 0 ? [page.hidden] : [];
  return reusableListStatement(listStatementKey(name, query, page.after ?? null, page.fetch, page.walkRows ?? null, ...hidden), build);
}

/**
 * The rows of one /vagas page, in list order. Without a word or city, jobsPageSql's plan suits
 * any values and stays prepared. With one, planning the statement for the word cost more than
 * running it and read every match ('sao paulo': 1,000 jobs, 9 ms); so a prepared walk goes first
 * (jobsFilteredWalkSql when the index entries can turn jobs down: a word's trigrams, type, pay or
 * dates; jobsWalkSql for a city alone), and only a walk short of a page (a rare word, a short
 * list) is asked again, planned for the word.
 */
export async function fetchJobRows(run: (statement: ListStatement) => Promise<JobListRow[]>, query: JobsQuery, page: JobsPageArgs): Promise<JobListRow[]> {
  if (!query.q && !query.city) return run(reusableStatement('page', query, page, () => jobsPageSql(query, page, true)));
  const walk =
    query.q || rowFilters(query, true).length > 0
      ? reusableStatement('filtered-walk', query, page, () => jobsFilteredWalkSql(query, page))
      : reusableStatement('walk', query, page, () => jobsWalkSql(query, page));
  const walked = await run(walk);
  if (walked.length >= page.fetch) return walked;
  return run({ sql: jobsPageSql(query, page, false), prepare: false });
}
