import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runListBench } from './list-bench-runner.ts';
import { BENCH_SHOOTS, seedBenchShoots } from './list-shoots/bulk-load-shoots.ts';
import { shootScenarioStatements, shootsBenchScenarios } from './list-shoots/scenarios.ts';

/**
 * The packages list (/ensaios) benchmark (issue 27), run like the models and jobs lists': 20,000
 * packages on PostgreSQL and PGlite, the API under autocannon alternating with the floor, and the
 * plans. The budget (list-bench-runner.ts LIST_BUDGET: ratios to the floor; no sequential scan of
 * shoot_packages) is enforced on PostgreSQL.
 */
export async function runListShootsBench(): Promise<boolean> {
  console.info(
    `\nLista de ensaios: ${BENCH_SHOOTS.toLocaleString('pt-BR')} pacotes (máquina: ${os.cpus().length} núcleos, carga ${os.loadavg()[0]?.toFixed(1)})`,
  );
  return runListBench({
    listName: 'ensaios',
    async seed(database) {
      const seeded = await seedBenchShoots(database);
      return { ms: seeded.ms, loaded: `${seeded.packages.toLocaleString('pt-BR')} pacotes de ${seeded.sellers.toLocaleString('pt-BR')} vendedores` };
    },
    ...shootsBenchScenarios,
    statementsOf: shootScenarioStatements,
    // A sequential scan of shoot_packages would grow with the table.
    scannedTables: ['shoot_packages'],
  });
}

// `npx tsx bench/list-shoots.ts` runs it alone; run-all.ts runs it in a fresh process.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!(await runListShootsBench())) process.exitCode = 1;
}
