import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runApiBaseline } from './api-baseline.ts';
import { measureHomePageWeight, printPageWeight } from './page-weight.ts';

// Benchmarks, not tests: they print numbers to compare against the issues' budgets and exit
// non-zero when a hard budget is broken.

/**
 * One list benchmark on one database in a fresh Node process (same flags, tsx included). Run in
 * this process after everything before it (100,000 profiles loaded into PGlite among them), /vagas
 * on PostgreSQL answered 10-20% fewer requests, with p99 up to 70 ms, than the same script run
 * alone: each list is measured as a server starting fresh would answer it.
 */
function runIsolated(script: string, database: string): boolean {
  const result = spawnSync(process.execPath, [...process.execArgv, path.resolve(import.meta.dirname, script)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_LIST_DATABASES: database },
  });
  return result.status === 0;
}

const distDir = path.resolve(import.meta.dirname, '../apps/web/dist');
let withinBudget = printPageWeight(measureHomePageWeight(distDir));
await runApiBaseline();
// BENCH_LIST_DATABASES=postgres (or pglite) keeps one of the two, as for each script alone.
const databases = (process.env.BENCH_LIST_DATABASES || 'postgres,pglite').split(',').filter((name) => name === 'postgres' || name === 'pglite');
for (const script of ['list-models.ts', 'list-jobs.ts']) {
  for (const database of databases) withinBudget = runIsolated(script, database) && withinBudget;
}
if (!withinBudget) process.exitCode = 1;
