import type { ContractorsQuery, ModelsQuery } from '@passarela/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ListPosition } from './list-cursor.ts';
import { type ContractorCardRow, contractorCardColumns, type ModelCardRow, modelCardColumns } from './profile-cards.ts';
import { type ListRowKey, profileListPageSql } from './profile-list-sql.ts';
import { textSearchCondition } from './text-search.ts';

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** City filters ignore accents and case, like the text search ('sao paulo' = 'São Paulo'). */
const cityCondition = (city: string) => sql`passarela_fold(p.city) = passarela_fold(${city})`;

export interface PageArgs {
  after: ListPosition | undefined;
  now: Date;
  fetch: number;
}

export interface ModelRow extends ListRowKey, ModelCardRow {}

export interface ContractorRow extends ListRowKey, ContractorCardRow {}

/** The /modelos page as one SQL statement (the benchmark runs the same one through plain pg). */
export function modelsPageSql(query: ModelsQuery, page: PageArgs): SQL {
  const filters: SQL[] = [sql`p.user_type = 'model'`];
  if (query.state) filters.push(sql`p.state = ${query.state}`);
  if (query.city) filters.push(cityCondition(query.city));
  if (query.gender) filters.push(sql`p.gender = ${query.gender}`);
  if (query.model_type) filters.push(sql`p.model_type = ${query.model_type}`);
  if (query.model_physical_type) filters.push(sql`p.model_physical_type = ${query.model_physical_type}`);
  if (query.characteristics.length > 0) filters.push(sql`p.model_characteristics @> ${textArray(query.characteristics)}`);
  if (query.work_interests.length > 0) filters.push(sql`p.work_interests && ${textArray(query.work_interests)}`);
  if (query.category) filters.push(sql`p.profile_categories @> ${textArray([query.category])}`);
  if (query.height_min !== undefined) filters.push(sql`p.height_cm >= ${query.height_min}`);
  if (query.height_max !== undefined) filters.push(sql`p.height_cm <= ${query.height_max}`);
  const text = textSearchCondition(sql`p.search_text`, query.q);
  if (text) filters.push(text);
  return profileListPageSql({
    filters,
    columns: modelCardColumns,
    ...page,
  });
}

/** The /contratantes page: contractors and photographers. */
export function contractorsPageSql(query: ContractorsQuery, page: PageArgs): SQL {
  const filters: SQL[] = [query.type ? sql`p.user_type = ${query.type}` : sql`p.user_type in ('contractor', 'photographer')`];
  if (query.state) filters.push(sql`p.state = ${query.state}`);
  if (query.city) filters.push(cityCondition(query.city));
  const text = textSearchCondition(sql`p.search_text`, query.q);
  if (text) filters.push(text);
  return profileListPageSql({
    filters,
    columns: contractorCardColumns,
    ...page,
  });
}

export function createSearchRepository(db: Database) {
  return {
    async modelsPage(query: ModelsQuery, page: PageArgs): Promise<ModelRow[]> {
      const result = await db.execute<ModelRow & Record<string, unknown>>(modelsPageSql(query, page));
      return result.rows;
    },
    async contractorsPage(query: ContractorsQuery, page: PageArgs): Promise<ContractorRow[]> {
      const result = await db.execute<ContractorRow & Record<string, unknown>>(contractorsPageSql(query, page));
      return result.rows;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
