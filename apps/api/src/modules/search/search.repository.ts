import type { ContractorsQuery, ModelsQuery } from '@passarela/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { statementRunnerFor } from '../../db/statement-runner.ts';
import type { ListPosition } from './list-cursor.ts';
import { contractorListColumns, modelListColumns } from './profile-card-sql.ts';
import type { ContractorCardRow, ModelCardRow } from './profile-cards.ts';
import { listStatementKey, listStatementRun } from '../../db/list-statement-cache.ts';
import { fetchListRows, type ListPageRequest, type ListRowKey, type ValueFilter } from './profile-list-sql.ts';
import { textSearchCondition } from '../../db/text-search.ts';
import { notAmongPeople } from '../blocks/index.ts';

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * City and free text, the filters whose best plan depends on the word, in the two forms a search
 * runs them (profile-list-sql.ts): read row by row in a prepared walk, with the word folded once
 * per statement; and in a statement planned for the word. City ignores accents and case, like the
 * text ('sao paulo' = 'São Paulo').
 */
function valueFilters(query: { city?: string; q?: string }): ValueFilter[] {
  const filters: ValueFilter[] = [];
  if (query.city) {
    filters.push({
      walked: sql`passarela_fold(p.city) = (select passarela_fold(${query.city}))`,
      planned: sql`passarela_fold(p.city) = passarela_fold(${query.city})`,
    });
  }
  const walked = textSearchCondition(sql`p.search_text`, query.q, { patternOncePerStatement: true });
  const planned = textSearchCondition(sql`p.search_text`, query.q);
  if (walked && planned) filters.push({ walked, planned });
  return filters;
}

export interface PageArgs {
  after: ListPosition | undefined;
  now: Date;
  fetch: number;
  /** REVIEW_WINDOW_DAYS, for the cards' ratings. */
  reviewWindowDays: number;
  /** People the viewer blocked or who blocked her (blocks' HiddenPeople): left out. Usually none. */
  hidden?: readonly string[];
}

export interface ModelRow extends ListRowKey, ModelCardRow {}

export interface ContractorRow extends ListRowKey, ContractorCardRow {}

/**
 * Everything a page's statements are built from but `now`: the list, its filters, where the
 * previous page ended and the page's size and review window (ListPageRequest.statementKey).
 */
function statementKey(list: 'models' | 'contractors', query: { cursor?: string }, page: PageArgs): string {
  const after = page.after ? [page.after.segment, page.after.createdAt, page.after.userId] : null;
  // The people left out only when there are some: a guest's key is the same as before blocks.
  const hidden = page.hidden && page.hidden.length > 0 ? [page.hidden] : [];
  return listStatementKey(list, query, after, page.fetch, page.reviewWindowDays, ...hidden);
}

/**
 * The /modelos page's statements (the benchmark runs the same ones through plain pg). City and
 * free text go to valueFilters: their best plan depends on the word (profile-list-sql.ts).
 */
export function modelsPageRequest(query: ModelsQuery, page: PageArgs): ListPageRequest {
  // Indexed as (user_type, state, model_type, created_at, user_id): appearance only after a state.
  const indexedFilters: SQL[] = [sql`p.user_type = 'model'`];
  if (query.state) indexedFilters.push(sql`p.state = ${query.state}`);
  const modelType = query.model_type ? sql`p.model_type = ${query.model_type}` : undefined;
  if (query.state && modelType) indexedFilters.push(modelType);
  const filters: SQL[] = [...indexedFilters];
  if (!query.state && modelType) filters.push(modelType);
  if (query.gender) filters.push(sql`p.gender = ${query.gender}`);
  if (query.model_physical_type) filters.push(sql`p.model_physical_type = ${query.model_physical_type}`);
  if (query.characteristics.length > 0) filters.push(sql`p.model_characteristics @> ${textArray(query.characteristics)}`);
  if (query.work_interests.length > 0) filters.push(sql`p.work_interests && ${textArray(query.work_interests)}`);
  if (query.category) filters.push(sql`p.profile_categories @> ${textArray([query.category])}`);
  if (query.height_min !== undefined) filters.push(sql`p.height_cm >= ${query.height_min}`);
  if (query.height_max !== undefined) filters.push(sql`p.height_cm <= ${query.height_max}`);
  filters.push(...notAmongPeople(sql`p.user_id`, page.hidden));
  return { filters, indexedFilters, valueFilters: valueFilters(query), columns: modelListColumns, ...page, statementKey: statementKey('models', query, page) };
}

/** The /contratantes page: contractors and photographers. */
export function contractorsPageRequest(query: ContractorsQuery, page: PageArgs): ListPageRequest {
  // Every filter here is indexed: (user_type, state, created_at, user_id), and the hirers' partial indexes.
  const filters: SQL[] = [query.type ? sql`p.user_type = ${query.type}` : sql`p.user_type in ('contractor', 'photographer')`];
  if (query.state) filters.push(sql`p.state = ${query.state}`);
  return {
    filters: [...filters, ...notAmongPeople(sql`p.user_id`, page.hidden)],
    indexedFilters: filters,
    valueFilters: valueFilters(query),
    columns: contractorListColumns,
    ...page,
    statementKey: statementKey('contractors', query, page),
  };
}

export function createSearchRepository(db: Database) {
  const run = listStatementRun(statementRunnerFor(db));
  return {
    modelsPage(query: ModelsQuery, page: PageArgs): Promise<ModelRow[]> {
      return fetchListRows(run<ModelRow & Record<string, unknown>>, modelsPageRequest(query, page));
    },
    contractorsPage(query: ContractorsQuery, page: PageArgs): Promise<ContractorRow[]> {
      return fetchListRows(run<ContractorRow & Record<string, unknown>>, contractorsPageRequest(query, page));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
