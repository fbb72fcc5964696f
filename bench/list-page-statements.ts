import type { ListStatement } from '../apps/api/src/db/list-statement-cache.ts';
import { type CompiledStatement, compileStatement, type DriverQuery } from './list-models/bench-database.ts';

/**
 * The exact statements the API runs for one page, in order, found by running the API's own page
 * logic (`page`: same SQL builders, same walk-then-fallback) once through the plain driver, each
 * compiled as the API compiles it and prepared where the API prepares it; the floor server and
 * EXPLAIN then run these without Drizzle.
 */
export async function pageStatements<Row>(
  run: DriverQuery,
  page: (runStatement: (statement: ListStatement) => Promise<Row[]>) => Promise<unknown>,
): Promise<CompiledStatement[]> {
  const statements: CompiledStatement[] = [];
  await page(async (statement) => {
    const compiled = compileStatement(statement.sql, statement.prepare);
    statements.push(compiled);
    return (await run(compiled)).rows as unknown as Row[];
  });
  return statements;
}
