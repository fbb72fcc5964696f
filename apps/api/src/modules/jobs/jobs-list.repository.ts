import type { JobsQuery } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { listStatementRun } from '../../db/list-statement-cache.ts';
import { statementRunnerFor } from '../../db/statement-runner.ts';
import type { JobListRow } from './job-card-sql.ts';
import { fetchJobRows, type JobsPageArgs } from './jobs-list-sql.ts';

/**
 * The public /vagas list: its statements run prepared through the handle's statement runner, and
 * the reusable ones are compiled once per key in this repository's cache (build it once).
 */
export function createJobsListRepository(db: Database) {
  const run = listStatementRun(statementRunnerFor(db));
  return {
    openJobsPage(query: JobsQuery, page: JobsPageArgs): Promise<JobListRow[]> {
      return fetchJobRows(run<JobListRow & Record<string, unknown>>, query, page);
    },
  };
}

export type JobsListRepository = ReturnType<typeof createJobsListRepository>;
