type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface PlanCheck {
  /** EXPLAIN (ANALYZE, BUFFERS) output, one line per plan node. */
  lines: string[];
  /** Sequential scans of the big tables: none may appear at 100,000 profiles. */
  seqScans: string[];
  executionMs: number;
}

/** Runs the statement under EXPLAIN (ANALYZE, BUFFERS) and looks for full scans of profiles or users. */
export async function explainStatement(query: Query, statement: { text: string; params: unknown[] }): Promise<PlanCheck> {
  const { rows } = await query(`explain (analyze, buffers) ${statement.text}`, statement.params);
  const lines = rows.map((row) => String(row['QUERY PLAN']));
  const seqScans = lines.filter((line) => /Seq Scan on (profiles|users)\b/.test(line)).map((line) => line.trim());
  const execution = lines.find((line) => line.startsWith('Execution Time'));
  return { lines, seqScans, executionMs: execution ? Number.parseFloat(execution.replace(/[^\d.]/g, '')) : Number.NaN };
}
