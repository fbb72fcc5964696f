import { type ContractorsQuery, contractorsQuerySchema, type ModelsQuery, modelsQuerySchema, settingDefinitions } from '@passarela/shared';
import { decodeListCursor } from '../../apps/api/src/modules/search/list-cursor.ts';
import type { ListStatement } from '../../apps/api/src/db/list-statement-cache.ts';
import { fetchListRows, type ListPageRequest, type ListSegment } from '../../apps/api/src/modules/search/profile-list-sql.ts';
import { contractorsPageRequest, modelsPageRequest, type PageArgs } from '../../apps/api/src/modules/search/search.repository.ts';
import { deepListScenario, listUrlOf } from '../list-scenario.ts';
import { type CompiledStatement, compileStatement, type DriverQuery } from './bench-database.ts';

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
  { name: 'contratantes', path: '/api/contractors', query: {} },
  { name: 'contratantes: fotógrafos', path: '/api/contractors', query: { type: 'photographer' } },
];

export const DEEP_PAGES = 50;

export function urlOf(scenario: Scenario): string {
  return listUrlOf(scenario.path, scenario.query);
}

/** Follows `pages` cursors of the unfiltered list through the API and answers the scenario for the next page. */
export async function deepPageScenario(baseUrl: string, pages: number): Promise<Scenario> {
  return { ...(await deepListScenario(baseUrl, '/api/models', pages, 'the list')), path: '/api/models' };
}

/** The bench database stores no settings: the API rates cards with the default window. */
const reviewWindowDays = settingDefinitions.REVIEW_WINDOW_DAYS.default;

function pageRequest(scenario: Scenario): ListPageRequest {
  const after = scenario.query.cursor ? decodeListCursor(scenario.query.cursor) : undefined;
  const page = (limit: number): PageArgs => ({ after, now: after?.now ?? new Date(), fetch: limit + 1, reviewWindowDays });
  if (scenario.path === '/api/models') {
    const query: ModelsQuery = modelsQuerySchema.parse(scenario.query);
    return modelsPageRequest(query, page(query.limit));
  }
  const query: ContractorsQuery = contractorsQuerySchema.parse(scenario.query);
  return contractorsPageRequest(query, page(query.limit));
}

/**
 * The exact statements the API runs for a scenario's page, in order (same schema parsing, same SQL
 * builders, same page logic), found by running the page once through the plain driver: both
 * segments in one statement (the rest read only when PRO profiles did not fill the page), with
 * the cards' rating copies, any statement planned for a rare word, and the reviews' totals of
 * cards whose copy is stale. The floor
 * server and EXPLAIN run these without Drizzle.
 */
export async function pageStatements(scenario: Scenario, run: DriverQuery): Promise<CompiledStatement[]> {
  const request = pageRequest(scenario);
  const statements: CompiledStatement[] = [];
  await fetchListRows(async (statement: ListStatement) => {
    const compiled = compileStatement(statement.sql, statement.prepare);
    statements.push(compiled);
    return (await run(compiled)).rows as (Record<string, unknown> & { segment: ListSegment })[];
  }, request);
  return statements;
}
