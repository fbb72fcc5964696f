import type { BenchDatabase, CompiledStatement } from './bench-database.ts';

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

/** A parameter written as SQL text, for EXECUTE (values are strings and numbers here). */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * Runs the statement under EXPLAIN (ANALYZE, BUFFERS) and looks for full scans of `tables`. A
 * statement the API keeps prepared is explained as it runs there, with PostgreSQL's generic plan
 * (one plan for any value); the others with the plan for their values, as the API plans them.
 */
export async function explainStatement(
  database: Pick<BenchDatabase, 'run' | 'script'>,
  statement: CompiledStatement,
  tables: readonly string[] = ['profiles', 'users'],
): Promise<PlanCheck & { generic: boolean }> {
  const explain = 'explain (analyze, buffers, summary)';
  let rows: Record<string, unknown>[];
  if (statement.name) {
    const results = await database.script(
      [
        'begin',
        'set local plan_cache_mode = force_generic_plan',
        `prepare bench_plan as ${statement.text}`,
        // EXECUTE takes no parentheses when the statement has no parameters (the jobs list's first page).
        `${explain} execute bench_plan${statement.params.length > 0 ? `(${statement.params.map(literal).join(', ')})` : ''}`,
        'deallocate bench_plan',
        'commit',
      ].join(';\n'),
    );
    rows = results[3] ?? [];
  } else {
    rows = (await database.run({ text: `${explain} ${statement.text}`, params: statement.params })).rows;
  }
  const lines = rows.map((row) => String(row['QUERY PLAN']));
  const bigTable = new RegExp(`Seq Scan on (${tables.join('|')})\\b`);
  const seqScans = lines.filter((line) => bigTable.test(line)).map((line) => line.trim());
  return {
    lines,
    seqScans,
    planningMs: milliseconds(lines, 'Planning Time'),
    executionMs: milliseconds(lines, 'Execution Time'),
    generic: Boolean(statement.name),
  };
}
