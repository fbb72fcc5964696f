import { getTableColumns } from 'drizzle-orm';
import { generateDemoJob } from '../../apps/api/src/db/demo/generate-demo-job.ts';
import { jobs } from '../../apps/api/src/db/schema/index.ts';
import { type BenchDatabase, settleAfterLoad } from '../list-models/bench-database.ts';
import { loadDemoPeopleWithoutIndexes } from '../list-bulk-people.ts';

/** 50,000 jobs (about 80% open) from the demo job generator, posted by the demo's contractors and photographers. */
export const BENCH_JOBS = 50_000;
/** People behind the jobs: about 2,000 contractors and photographers among 8,000 models. */
const BENCH_PEOPLE_MODELS = 8_000;
const BENCH_SEED = 77;
const CHUNK = 5_000;

function toColumns(values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(jobs))) {
    const value = values[key];
    if (value !== undefined) row[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return row;
}

/**
 * The demo people (owners) and BENCH_JOBS demo jobs, bulk-loaded into a fresh database with the
 * jobs' secondary indexes dropped and rebuilt from their own definitions, then ANALYZE.
 */
export async function seedBenchJobs(database: BenchDatabase): Promise<{ ms: number; jobs: number; owners: number }> {
  const started = performance.now();
  const people = { seed: BENCH_SEED, models: BENCH_PEOPLE_MODELS };
  const { indexes, nonModelIds: owners, newest } = await loadDemoPeopleWithoutIndexes(database, ['profiles', 'users', 'jobs'], people);
  for (let from = 0; from < BENCH_JOBS; from += CHUNK) {
    const rows = [];
    for (let index = from; index < Math.min(from + CHUNK, BENCH_JOBS); index++) {
      rows.push(toColumns(generateDemoJob(index, { seed: BENCH_SEED, ownerIds: owners, now: newest })));
    }
    const list = Object.keys(rows[0] ?? {})
      .map((name) => `"${name}"`)
      .join(', ');
    await database.query(`insert into jobs (${list}) select ${list} from json_populate_recordset(null::jobs, $1::json)`, [JSON.stringify(rows)]);
  }
  for (const index of indexes) await database.query(String(index.indexdef), []);
  // The filtered walk's index-only scan skips the table only where the visibility map says so.
  await settleAfterLoad(database);
  return { ms: performance.now() - started, jobs: BENCH_JOBS, owners: owners.length };
}
