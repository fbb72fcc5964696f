import { type ShootsQuery, shootsQuerySchema } from '@passarela/shared';
import { decodeShootsCursor } from '../../apps/api/src/modules/shoots/shoots-cursor.ts';
import { shootsPageSql } from '../../apps/api/src/modules/shoots/shoots-list-sql.ts';
import { type CompiledStatement, compileStatement, type DriverQuery } from '../list-models/bench-database.ts';
import { deepListScenario, type ListScenario, listUrlOf } from '../list-scenario.ts';

export type ShootScenario = ListScenario;

/** What the packages list benchmark measures (the deep page's cursor is found at run time). */
export const shootScenarios: ShootScenario[] = [
  { name: 'primeira página', query: {} },
  { name: 'estado (SP)', query: { uf: 'SP' } },
  { name: "texto 'sao paulo'", query: { q: 'sao paulo' } },
  { name: 'filtrado + preço', query: { uf: 'RJ', category: 'book', price_min: '20000', price_max: '200000' } },
];

export const DEEP_SHOOT_PAGES = 20;

export function shootsUrlOf(scenario: ShootScenario): string {
  return listUrlOf('/api/shoots', scenario.query);
}

/** Follows `pages` cursors of the unfiltered list through the API and answers the scenario for the next page. */
export function deepShootsScenario(baseUrl: string, pages: number): Promise<ShootScenario> {
  return deepListScenario(baseUrl, '/api/shoots', pages, 'the packages list');
}

/** The one statement the API runs for a scenario's page (same schema parsing, same SQL builder), for the floor and EXPLAIN. */
export async function shootScenarioStatements(scenario: ShootScenario, _run: DriverQuery): Promise<CompiledStatement[]> {
  const query: ShootsQuery = shootsQuerySchema.parse(scenario.query);
  const after = query.cursor ? decodeShootsCursor(query.cursor) : undefined;
  return [compileStatement(shootsPageSql(query, after, query.limit + 1), false)];
}
