import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runListBench } from './list-bench-runner.ts';
import { BENCH_MODELS, seedBenchProfiles } from './list-models/bench-database.ts';
import { DEEP_PAGES, deepPageScenario, listScenarios, pageStatements, urlOf } from './list-models/scenarios.ts';

/**
 * The list benchmark of issue 4: 100,000 models (and 5,000 contractors; BENCH_MODELS changes the
 * count) on PostgreSQL and on PGlite, the API under autocannon alternating with the floor, and the
 * plans. Answers false when the PostgreSQL budget (list-bench-runner.ts LIST_BUDGET) is missed.
 */
export async function runListModelsBench(): Promise<boolean> {
  console.info(
    `\nLista de modelos: ${BENCH_MODELS.toLocaleString('pt-BR')} modelos e uns 5.000 contratantes e fotógrafos (máquina: ${os.cpus().length} núcleos, carga ${os.loadavg()[0]?.toFixed(1)})`,
  );
  return runListBench({
    async seed(database) {
      const seeded = await seedBenchProfiles(database);
      return { ms: seeded.ms, loaded: `${seeded.models.toLocaleString('pt-BR')} modelos + ${seeded.others.toLocaleString('pt-BR')} contratantes/fotógrafos` };
    },
    scenarios: async (address) => [...listScenarios, await deepPageScenario(address, DEEP_PAGES)],
    urlOf,
    statementsOf: pageStatements,
    // A card whose rating copy is stale is rated from the reviews (a second statement).
    scannedTables: ['profiles', 'users', 'reviews'],
  });
}

// `npx tsx bench/list-models.ts` runs it alone; run-all.ts runs it in a fresh process.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!(await runListModelsBench())) process.exitCode = 1;
}
