import type { Database } from '../db/client.ts';
import { statementRunnerFor } from '../db/statement-runner.ts';
import type { ListStatement } from '../db/list-statement-cache.ts';

/**
 * Runs list statements as the repositories do, counting them: every statement, and those planned
 * for their values (not prepared), which a search by word runs only when its walk ends short.
 */
export function countingStatementRunner<Row extends Record<string, unknown>>(db: Database) {
  const runner = statementRunnerFor(db);
  const counts = { statements: 0, plannedForTheWord: 0 };
  const run = (statement: ListStatement): Promise<Row[]> => {
    counts.statements++;
    if (!statement.prepare) counts.plannedForTheWord++;
    return runner.rows<Row>(statement.sql, { prepare: statement.prepare });
  };
  return { run, counts };
}
