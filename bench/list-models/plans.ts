import type { CompiledStatement, DriverQuery } from './bench-database.ts';

export interface PlanCheck {
  /** EXPLAIN (ANALYZE, BUFFERS) output, one line per plan node. */
  lines: string[];
  /** Sequential scans of the big tables: none may appear at 100,000 profiles. */
  seqScans: string[];
  planningMs: number;
  executionMs: number;
}

const milliseconds = (lines: string[], label: string) => {
  const line = lines.find((candidate) => candidate.startsWith(label));
  return line ? Number.parseFloat(line.replace(/[^\d.]/g, '')) : Number.NaN;
};

/**
 * Runs the statement under EXPLAIN (ANALYZE, BUFFERS) and looks for full scans of `tables`. A
 * plain EXPLAIN plans with the values at hand, as PostgreSQL does for a statement it re-plans.
 */
export async function explainStatement(query: DriverQuery, statement: CompiledStatement, tables: readonly string[] = ['profiles', 'users']): Promise<PlanCheck> {
  const { rows } = await query({ text: `explain (analyze, buffers, summary) ${statement.text}`, params: statement.params });
  const lines = rows.map((row) => String(row['QUERY PLAN']));
  const bigTable = new RegExp(`Seq Scan on (${tables.join('|')})\\b`);
  const seqScans = lines.filter((line) => bigTable.test(line)).map((line) => line.trim());
  return { lines, seqScans, planningMs: milliseconds(lines, 'Planning Time'), executionMs: milliseconds(lines, 'Execution Time') };
}
