import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runApiBaseline } from './api-baseline.ts';
import { runBrowserBench } from './browser-bench.ts';
import { runStartUpBench } from './start-up.ts';

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

// BENCH_ONLY=lighthouse (or start-up, page-weight, api, lists; comma-separated) runs only those steps.
const steps = ['start-up', 'page-weight', 'lighthouse', 'api', 'lists'] as const;
const only = (process.env.BENCH_ONLY || steps.join(',')).split(',').map((step) => step.trim());
const runs = (step: (typeof steps)[number]) => only.includes(step);
const unknown = only.filter((step) => !(steps as readonly string[]).includes(step));
if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown step ${unknown.join(', ')} (steps: ${steps.join(', ')})`);

let withinBudget = true;
// First, while nothing else of the bench has run: each start is a new process on a quiet machine.
if (runs('start-up')) withinBudget = (await runStartUpBench()) && withinBudget;
if (runs('page-weight') || runs('lighthouse')) {
  withinBudget = (await runBrowserBench({ pageWeight: runs('page-weight'), lighthouse: runs('lighthouse') })) && withinBudget;
}
if (runs('api')) await runApiBaseline();
if (runs('lists')) {
  // BENCH_LIST_DATABASES=postgres (or pglite) keeps one of the two, as for each script alone.
  const databases = (process.env.BENCH_LIST_DATABASES || 'postgres,pglite').split(',').filter((name) => name === 'postgres' || name === 'pglite');
  for (const script of ['list-models.ts', 'list-jobs.ts', 'list-shoots.ts']) {
    for (const database of databases) withinBudget = runIsolated(script, database) && withinBudget;
  }
}
if (!withinBudget) process.exitCode = 1;
