import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runListBench } from './list-bench-runner.ts';
import { BENCH_JOBS, seedBenchJobs } from './list-jobs/bulk-load-jobs.ts';
import { jobScenarioStatements, jobsBenchScenarios } from './list-jobs/scenarios.ts';

/**
 * The jobs list (/vagas) benchmark, the same as the models list's: 50,000 demo jobs on PostgreSQL
 * and PGlite, the API under autocannon alternating with the floor, and the plans. The budget
 * (list-bench-runner.ts LIST_BUDGET: ratios to the floor; no sequential scan of jobs) is enforced
 * on PostgreSQL.
 */
export async function runListJobsBench(): Promise<boolean> {
  console.info(`\nLista de vagas: ${BENCH_JOBS.toLocaleString('pt-BR')} vagas (máquina: ${os.cpus().length} núcleos, carga ${os.loadavg()[0]?.toFixed(1)})`);
  return runListBench({
    listName: 'vagas',
    async seed(database) {
      const seeded = await seedBenchJobs(database);
      return { ms: seeded.ms, loaded: `${seeded.jobs.toLocaleString('pt-BR')} vagas de ${seeded.owners.toLocaleString('pt-BR')} contratantes/fotógrafos` };
    },
    ...jobsBenchScenarios,
    statementsOf: jobScenarioStatements,
    // A sequential scan of jobs would grow with the table.
    scannedTables: ['jobs'],
  });
}

// `npx tsx bench/list-jobs.ts` runs it alone; run-all.ts runs it in a fresh process.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!(await runListJobsBench())) process.exitCode = 1;
}
