import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { BENCH_MODELS, type BenchDatabase, freshPglite, freshPostgres, seedBenchProfiles } from './list-models/bench-database.ts';
import { startFloorServer } from './list-models/floor-server.ts';
import { explainStatement } from './list-models/plans.ts';
import { DEEP_PAGES, deepPageScenario, listScenarios, pageStatements, type Scenario, urlOf } from './list-models/scenarios.ts';

/** Issue 4's budget, on PostgreSQL at 50 connections: p99 at most 50 ms, the API at least 0.6 of the floor. */
export const LIST_P99_BUDGET_MS = 50;
export const LIST_FLOOR_RATIO_BUDGET = 0.6;
const CONNECTIONS = 50;
const DURATION_S = 5;
/**
 * Load before each measurement, unmeasured: V8 optimises a hot path only after some thousands of
 * calls, and one second (about 2,000 requests) left the first scenario measured half-optimised
 * (its p99 fell by a third in the next 5 s of the same server).
 */
const WARMUP_S = 3;

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon in a worker thread, so the load generator does not share the server's event loop. */
async function load(url: string, duration: number): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, workers: 1 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

/** `url` under load for WARMUP_S unmeasured, then measured for DURATION_S. */
export async function warmedLoad(url: string): Promise<Measure> {
  await load(url, WARMUP_S);
  return load(url, DURATION_S);
}

export interface Row {
  scenario: string;
  api: Measure;
  floor: Measure;
  planOk: boolean;
}

async function benchDatabase(database: BenchDatabase): Promise<{ rows: Row[]; plansOk: boolean }> {
  const dataDir = path.join(os.tmpdir(), `passarela-bench-list-app-${process.pid}`);
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
    const scenarios: Scenario[] = [...listScenarios, await deepPageScenario(address, DEEP_PAGES)];
    console.info(`\n  Planos (EXPLAIN ANALYZE, BUFFERS) em ${database.label}`);
    for (const scenario of scenarios) {
      const statements = await pageStatements(scenario, database.run);
      let planOk = true;
      const plans: string[] = [];
      for (const [n, statement] of statements.entries()) {
        // A card whose rating copy is stale is rated from the reviews (a second statement).
        const plan = await explainStatement(database, statement, ['profiles', 'users', 'reviews']);
        planOk &&= plan.seqScans.length === 0;
        plans.push(
          `${n + 1}/${statements.length}${plan.generic ? ' preparada (plano genérico)' : ' (plano para os valores)'}: planejamento ${plan.planningMs.toFixed(2)} ms, execução ${plan.executionMs.toFixed(2)} ms${plan.seqScans.length ? `, SEQ SCAN: ${plan.seqScans.join('; ')}` : ''}`,
        );
        // Plans are printed whole on PostgreSQL (the production database); PGlite runs the same planner.
        if (database.label === 'PostgreSQL') plans.push(...plan.lines.map((line) => `   ${line}`));
      }
      plansOk &&= planOk;
      console.info(`\n  -- ${scenario.name}: ${urlOf(scenario).slice(0, 90)}  (${statements.length} comandos, ${planOk ? 'só índices' : 'SEQ SCAN'})`);
      for (const line of plans) console.info(`     ${line}`);

      const api = await warmedLoad(`${address}${urlOf(scenario)}`);
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

export function printTable(label: string, rows: Row[], enforce: boolean): boolean {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(7);
  const rps = (value: number) => value.toFixed(0).padStart(6);
  console.info(`\n  ${label}: ${CONNECTIONS} conexões, ${DURATION_S} s cada; API (buildApp) vs piso (SQL igual num servidor http + driver puro)`);
  console.info(
    `  ${'cenário'.padEnd(26)} ${'API req/s'.padStart(9)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} | ${'piso req/s'.padStart(10)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} | razão  erros  índice  resultado`,
  );
  let allOk = true;
  for (const row of rows) {
    const ratio = row.floor.rps > 0 ? row.api.rps / row.floor.rps : 0;
    // No answer inside the run (every request slower than autocannon's 10 s timeout) is a miss, not a p99 of 0.
    const answered = row.api.rps > 0 && row.floor.rps > 0;
    const ok = answered && row.api.p99 <= LIST_P99_BUDGET_MS && ratio >= LIST_FLOOR_RATIO_BUDGET && row.api.errors === 0 && row.planOk;
    allOk &&= ok;
    const verdict = `${enforce ? (ok ? 'OK' : 'FORA DO ORÇAMENTO') : ok ? 'dentro (informativo)' : 'fora (informativo)'}${answered ? '' : ', sem respostas em 5 s'}`;
    console.info(
      `  ${row.scenario.padEnd(26)} ${rps(row.api.rps).padStart(9)} ${ms(row.api.p50)} ${ms(row.api.p99)} | ${rps(row.floor.rps).padStart(10)} ${ms(row.floor.p50)} ${ms(row.floor.p99)} | ${ratio.toFixed(2).padStart(5)} ${String(row.api.errors + row.floor.errors).padStart(6)}  ${row.planOk ? 'sim' : 'NÃO'}     ${verdict}`,
    );
  }
  console.info(
    `  Orçamento (issue 4): p99 ≤ ${LIST_P99_BUDGET_MS} ms a ${CONNECTIONS} conexões, API ≥ ${LIST_FLOOR_RATIO_BUDGET} do piso, só índices${enforce ? '' : ' — exigido só no PostgreSQL; o issue não dá orçamento próprio ao PGlite'}`,
  );
  return allOk;
}

/**
 * The list benchmark of issue 4: 100,000 models (and 5,000 contractors) on PostgreSQL and on
 * PGlite, the API under autocannon next to the floor, and the plans. Answers false when the
 * PostgreSQL budget is missed.
 */
export async function runListModelsBench(): Promise<boolean> {
  console.info(
    `\nLista de modelos: ${BENCH_MODELS.toLocaleString('pt-BR')} modelos e uns 5.000 contratantes e fotógrafos (máquina: ${os.cpus().length} núcleos, carga ${os.loadavg()[0]?.toFixed(1)})`,
  );
  let withinBudget = true;
  // BENCH_LIST_DATABASES=postgres (or pglite) runs one of the two, e.g. while tuning a query.
  const wanted = (process.env.BENCH_LIST_DATABASES || 'postgres,pglite').split(',');
  const databases = [...(wanted.includes('postgres') ? [freshPostgres] : []), ...(wanted.includes('pglite') ? [freshPglite] : [])];
  for (const open of databases) {
    const started = performance.now();
    const database = await open();
    try {
      const seeded = await seedBenchProfiles(database);
      console.info(
        `  ${database.label}: ${seeded.models.toLocaleString('pt-BR')} modelos + ${seeded.others.toLocaleString('pt-BR')} contratantes/fotógrafos; base pronta em ${((performance.now() - started) / 1000).toFixed(1)} s (carga ${(seeded.ms / 1000).toFixed(1)} s)`,
      );
      const measured = performance.now();
      const { rows, plansOk } = await benchDatabase(database);
      const enforce = database.label === 'PostgreSQL';
      const ok = printTable(database.label, rows, enforce);
      if (enforce) withinBudget &&= ok && plansOk;
      console.info(
        `  ${database.label}: medições em ${((performance.now() - measured) / 1000).toFixed(1)} s, total ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await database.close();
    }
  }
  return withinBudget;
}

// `npx tsx bench/list-models.ts` runs it alone; run-all.ts imports it.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!(await runListModelsBench())) process.exitCode = 1;
}
