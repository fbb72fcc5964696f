import { type ContractorsQuery, contractorsQuerySchema, type ModelsQuery, modelsQuerySchema } from '@passarela/shared';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { decodeListCursor } from '../../apps/api/src/modules/search/list-cursor.ts';
import { contractorsPageSql, modelsPageSql, type PageArgs } from '../../apps/api/src/modules/search/search.repository.ts';

export interface Scenario {
  name: string;
  path: '/api/models' | '/api/contractors';
  query: Record<string, string>;
}

/** What the list benchmark measures (the deep page's cursor is found at run time). */
export const listScenarios: Scenario[] = [
  { name: 'primeira página', path: '/api/models', query: {} },
  { name: 'estado (RJ)', path: '/api/models', query: { state: 'RJ' } },
  { name: "texto 'sao'", path: '/api/models', query: { q: 'sao' } },
  { name: 'combinado', path: '/api/models', query: { state: 'SP', gender: 'feminino', model_type: 'morena', q: 'ana' } },
  { name: 'contratantes: fotógrafos', path: '/api/contractors', query: { type: 'photographer' } },
];

export const DEEP_PAGES = 50;

export function urlOf(scenario: Scenario): string {
  const search = new URLSearchParams(scenario.query).toString();
  return search ? `${scenario.path}?${search}` : scenario.path;
}

/** Follows `pages` cursors of the unfiltered list through the API and answers the scenario for the next page. */
export async function deepPageScenario(baseUrl: string, pages: number): Promise<Scenario> {
  let cursor = '';
  for (let page = 0; page < pages; page++) {
    const res = await fetch(`${baseUrl}/api/models${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    const body = (await res.json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`the list ended after ${page + 1} pages`);
    cursor = body.nextCursor;
  }
  return { name: `página ${pages + 1} (cursor)`, path: '/api/models', query: { cursor } };
}

const dialect = new PgDialect();

/**
 * The exact statement the API runs for a scenario (same schema parsing, same SQL builders), as
 * text and parameters for plain drivers: the floor server and EXPLAIN run it without Drizzle.
 */
export function scenarioSql(scenario: Scenario): { text: string; params: unknown[] } {
  const after = scenario.query.cursor ? decodeListCursor(scenario.query.cursor) : undefined;
  let statement: SQL;
  if (scenario.path === '/api/models') {
    const query: ModelsQuery = modelsQuerySchema.parse(scenario.query);
    const page: PageArgs = { after, now: after?.now ?? new Date(), fetch: query.limit + 1 };
    statement = modelsPageSql(query, page);
  } else {
    const query: ContractorsQuery = contractorsQuerySchema.parse(scenario.query);
    const page: PageArgs = { after, now: after?.now ?? new Date(), fetch: query.limit + 1 };
    statement = contractorsPageSql(query, page);
  }
  const compiled = dialect.sqlToQuery(statement);
  return { text: compiled.sql, params: compiled.params };
}
