import { type ShootsQuery, shootsQuerySchema } from '@passarela/shared';
import { decodeShootsCursor } from '../../apps/api/src/modules/shoots/shoots-cursor.ts';
import { fetchShootRows, type ShootListRow } from '../../apps/api/src/modules/shoots/shoots-list-sql.ts';
import type { CompiledStatement, DriverQuery } from '../list-models/bench-database.ts';
import { pageStatements } from '../list-page-statements.ts';
import { type ListScenario, listBenchScenarios } from '../list-scenario.ts';

/** What the packages list benchmark measures, then page 21 of the unfiltered list (its cursor found at run time); and their URLs. */
export const shootsBenchScenarios = listBenchScenarios('/api/shoots', 'the packages list', 20, [
  { name: 'primeira página', query: {} },
  { name: 'estado (SP)', query: { uf: 'SP' } },
  { name: "texto 'sao paulo'", query: { q: 'sao paulo' } },
  { name: 'filtrado + preço', query: { uf: 'RJ', category: 'book', price_min: '20000', price_max: '200000' } },
  // A rare city, typed without its accent: served by shoot_packages_active_city_idx (migration 0031).
  { name: "cidade rara ('petropolis')", query: { city: 'petropolis' } },
  // Two of the three kinds of week in the bench data have hours on a Wednesday.
  { name: 'data disponível (quarta)', query: { date: nextWednesday() } },
]);

/** The next Wednesday (YYYY-MM-DD), at least a day ahead, as a buyer would pick it. */
function nextWednesday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The statements the API runs for a scenario's page (list-page-statements.ts). */
export async function shootScenarioStatements(scenario: ListScenario, run: DriverQuery): Promise<CompiledStatement[]> {
  const query: ShootsQuery = shootsQuerySchema.parse(scenario.query);
  const after = query.cursor ? decodeShootsCursor(query.cursor) : undefined;
  return pageStatements<ShootListRow>(run, (runStatement) => fetchShootRows(runStatement, query, after, query.limit + 1));
}
