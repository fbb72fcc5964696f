import { type JobsQuery, jobsQuerySchema } from '@passarela/shared';
import { decodeJobsCursor } from '../../apps/api/src/modules/jobs/jobs-cursor.ts';
import type { JobListRow } from '../../apps/api/src/modules/jobs/job-card-sql.ts';
import { fetchJobRows } from '../../apps/api/src/modules/jobs/jobs-list-sql.ts';
import type { CompiledStatement, DriverQuery } from '../list-models/bench-database.ts';
import { pageStatements } from '../list-page-statements.ts';
import { type ListScenario, listBenchScenarios } from '../list-scenario.ts';

/** What the jobs list benchmark measures, then page 21 of the unfiltered list (its cursor found at run time); and their URLs. */
export const jobsBenchScenarios = listBenchScenarios('/api/jobs', 'the jobs list', 20, [
  { name: 'primeira página', query: {} },
  { name: 'estado (SP)', query: { state: 'SP' } },
  { name: "texto 'sao paulo'", query: { q: 'sao paulo' } },
  { name: 'filtrado + texto', query: { state: 'SP', job_type: 'feira', pay_min: '20000', q: 'recepcionistas' } },
  // Owners whose identity an admin verified (about 15% of the demo's, as generate-demo-profile.ts makes them).
  { name: 'só verificadas', query: { verified: 'true' } },
]);

/** The statements the API runs for a scenario's page (list-page-statements.ts). */
export async function jobScenarioStatements(scenario: ListScenario, run: DriverQuery): Promise<CompiledStatement[]> {
  const query: JobsQuery = jobsQuerySchema.parse(scenario.query);
  const after = query.cursor ? decodeJobsCursor(query.cursor) : undefined;
  return pageStatements<JobListRow>(run, (runStatement) => fetchJobRows(runStatement, query, { after, fetch: query.limit + 1 }));
}
