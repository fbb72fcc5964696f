import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { type BenchDatabase, freshPglite, freshPostgres } from './list-models/bench-database.ts';
import { startFloorServer } from './list-models/floor-server.ts';
import { explainStatement } from './list-models/plans.ts';
import { type Measure, printTable, type Row, warmedLoad } from './list-models.ts';
import { BENCH_JOBS, seedBenchJobs } from './list-jobs/bulk-load-jobs.ts';
import { DEEP_JOB_PAGES, deepJobsScenario, type JobScenario, jobScenarios, jobScenarioStatements, jobsUrlOf } from './list-jobs/scenarios.ts';

async function benchJobsDatabase(database: BenchDatabase): Promise<{ rows: Row[]; plansOk: boolean }> {
  const dataDir = path.join(os.tmpdir(), `passarela-bench-jobs-app-${process.pid}`);
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      // Production refuses plain HTTP unless TLS ends in front; here the bench stands where the proxy would.
      TLS_TERMINATED_BY_PROXY: 'true',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: '0',
    }),
    { database: database.handle },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: Row[] = [];
  let plansOk = true;
  try {
    const scenarios: JobScenario[] = [...jobScenarios, await deepJobsScenario(address, DEEP_JOB_PAGES)];
    console.info(`\n  Planos (EXPLAIN ANALYZE, BUFFERS) em ${database.label}`);
    for (const scenario of scenarios) {
      const statements = await jobScenarioStatements(scenario, database.run);
      let planOk = true;
      const plans: string[] = [];
      for (const [n, statement] of statements.entries()) {
        // A sequential scan of jobs would grow with the table.
        const plan = await explainStatement(database, statement, ['jobs']);
        planOk &&= plan.seqScans.length === 0;
        plans.push(
          `${n + 1}/${statements.length}${plan.generic ? ' preparada (plano genérico)' : ' (plano para os valores)'}: planejamento ${plan.planningMs.toFixed(2)} ms, execução ${plan.executionMs.toFixed(2)} ms${plan.seqScans.length ? `, SEQ SCAN: ${plan.seqScans.join('; ')}` : ''}`,
        );
        if (database.label === 'PostgreSQL') plans.push(...plan.lines.map((line) => `   ${line}`));
      }
      plansOk &&= planOk;
      console.info(`\n  -- ${scenario.name}: ${jobsUrlOf(scenario).slice(0, 90)}  (${statements.length} comandos, ${planOk ? 'só índices' : 'SEQ SCAN'})`);
      for (const line of plans) console.info(`     ${line}`);
      const api = await warmedLoad(`${address}${jobsUrlOf(scenario)}`);
      const floorServer = await startFloorServer(database.run, statements);
      let floor: Measure;
      try {
        floor = await warmedLoad(floorServer.url);
      } finally {
        await floorServer.close();
      }
      rows.push({ scenario: scenario.name, api, floor, planOk });
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, plansOk };
}

/**
 * The jobs list (/vagas) benchmark, the same as the models list's: 50,000 demo jobs on PostgreSQL
 * and PGlite, the API under autocannon next to the floor, and the plans. The budget (p99 ≤ 50 ms,
 * ≥ 0.6 of the floor, no sequential scan of jobs) is enforced on PostgreSQL.
 */
export async function runListJobsBench(): Promise<boolean> {
  console.info(`\nLista de vagas: ${BENCH_JOBS.toLocaleString('pt-BR')} vagas (máquina: ${os.cpus().length} núcleos, carga ${os.loadavg()[0]?.toFixed(1)})`);
  let withinBudget = true;
  // BENCH_LIST_DATABASES=postgres (or pglite) runs one of the two, as for the models list.
  const wanted = (process.env.BENCH_LIST_DATABASES || 'postgres,pglite').split(',');
  const databases = [...(wanted.includes('postgres') ? [freshPostgres] : []), ...(wanted.includes('pglite') ? [freshPglite] : [])];
  for (const open of databases) {
    const started = performance.now();
    const database = await open();
    try {
      const seeded = await seedBenchJobs(database);
      console.info(
        `  ${database.label}: ${seeded.jobs.toLocaleString('pt-BR')} vagas de ${seeded.owners.toLocaleString('pt-BR')} contratantes/fotógrafos; base pronta em ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const { rows, plansOk } = await benchJobsDatabase(database);
      const enforce = database.label === 'PostgreSQL';
      const ok = printTable(`${database.label} (vagas)`, rows, enforce);
      if (enforce) withinBudget &&= ok && plansOk;
    } finally {
      await database.close();
    }
  }
  return withinBudget;
}

// `npx tsx bench/list-jobs.ts` runs it alone; run-all.ts imports it.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!(await runListJobsBench())) process.exitCode = 1;
}
