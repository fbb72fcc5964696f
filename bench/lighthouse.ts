import { CATEGORIES, type Category, METRICS, type Metric, type PageRun, runLighthouse } from './lighthouse-run.ts';
import type { PublicPage } from './public-pages.ts';

/** Issue 25's budget on every public page (Lighthouse mobile, medians of the runs). */
export const LIGHTHOUSE_BUDGET = {
  minScores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<Category, number>,
  maxCls: 0.02,
  /** "Lists that do not block": Total Blocking Time under this on the two long lists. */
  maxTbtMs: 200,
  tbtPages: ['modelos', 'vagas'] as readonly string[],
};
export const RUNS_PER_PAGE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface PageResult {
  page: PublicPage;
  median: Omit<PageRun, 'failed'>;
  /** The same page with no JavaScript (bench/page-without-scripts.ts), measured in the same run. */
  floor?: Omit<PageRun, 'failed'>;
  /** Each failed audit with how many of the runs failed it. */
  failed: Map<string, number>;
  problems: string[];
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function medians(runs: PageRun[]): Omit<PageRun, 'failed'> {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Record<Category, number>;
  const metrics = Object.fromEntries(METRICS.map((id) => [id, median(runs.map((run) => run.metrics[id]))])) as Record<Metric, number>;
  return { scores, metrics };
}

function summarise(page: PublicPage, runs: PageRun[], floorRuns: PageRun[]): PageResult {
  const { scores, metrics } = medians(runs);
  const failed = new Map<string, number>();
  for (const audit of runs.flatMap((run) => run.failed)) failed.set(audit, (failed.get(audit) ?? 0) + 1);
  const problems = CATEGORIES.filter((id) => scores[id] < LIGHTHOUSE_BUDGET.minScores[id]).map(
    (id) => `${id} ${scores[id]} < ${LIGHTHOUSE_BUDGET.minScores[id]}`,
  );
  if (metrics['cumulative-layout-shift'] > LIGHTHOUSE_BUDGET.maxCls)
    problems.push(`CLS ${metrics['cumulative-layout-shift'].toFixed(3)} > ${LIGHTHOUSE_BUDGET.maxCls}`);
  if (LIGHTHOUSE_BUDGET.tbtPages.includes(page.name) && metrics['total-blocking-time'] >= LIGHTHOUSE_BUDGET.maxTbtMs)
    problems.push(`TBT ${Math.round(metrics['total-blocking-time'])} ms >= ${LIGHTHOUSE_BUDGET.maxTbtMs} ms`);
  return { page, median: { scores, metrics }, floor: floorRuns.length ? medians(floorRuns) : undefined, failed, problems };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printResults(results: PageResult[]): void {
  console.info(`\nLighthouse 12 mobile (simulated throttling), median of ${RUNS_PER_PAGE} runs`);
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'floor perf', 'floor TBT', ''];
  const rows = results.map(({ page, median: { scores, metrics }, floor, problems }) => [
    page.name,
    ...CATEGORIES.map((id) => String(scores[id])),
    seconds(metrics['first-contentful-paint']),
    seconds(metrics['largest-contentful-paint']),
    `${Math.round(metrics['total-blocking-time'])} ms`,
    metrics['cumulative-layout-shift'].toFixed(3),
    floor ? String(floor.scores.performance) : '-',
    floor ? `${Math.round(floor.metrics['total-blocking-time'])} ms` : '-',
    problems.length === 0 ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] as string).length)));
  for (const row of [header, ...rows]) console.info(`  ${row.map((cell, column) => cell.padStart(widths[column] as number)).join('  ')}`);
  for (const { page, failed, problems } of results) {
    if (problems.length === 0 && failed.size === 0) continue;
    console.info(`  ${page.name} (${page.path})${problems.length ? `: ${problems.join(', ')}` : ''}`);
    for (const [audit, count] of failed) console.info(`    ${count}/${RUNS_PER_PAGE} ${audit}`);
  }
  console.info(
    `  budget: performance >= ${LIGHTHOUSE_BUDGET.minScores.performance}, accessibility, best practices and SEO 100, CLS <= ${LIGHTHOUSE_BUDGET.maxCls}; ` +
      `TBT < ${LIGHTHOUSE_BUDGET.maxTbtMs} ms on ${LIGHTHOUSE_BUDGET.tbtPages.map((name) => `/${name}`).join(' and ')}`,
  );
  console.info("  floor: the same page with no JavaScript, in the same run (what this machine's Lighthouse allows; the budget stays absolute)");
}

/**
 * Runs Lighthouse RUNS_PER_PAGE times on each page, one run at a time (two cores), alternating with
 * the page's floor (`floorAddress`: the same page with no JavaScript) so both see the machine in
 * the same state, and prints the medians.
 */
export async function runLighthouseBench(address: string, pages: PublicPage[], floorAddress?: string): Promise<boolean> {
  const results: PageResult[] = [];
  for (const page of pages) {
    const runs: PageRun[] = [];
    const floorRuns: PageRun[] = [];
    for (let run = 0; run < RUNS_PER_PAGE; run++) {
      runs.push(await runLighthouse(`${address}${page.path}`));
      if (floorAddress) floorRuns.push(await runLighthouse(`${floorAddress}${page.path}`));
    }
    results.push(summarise(page, runs, floorRuns));
  }
  printResults(results);
  const ok = results.every((result) => result.problems.length === 0);
  console.info(`  Lighthouse: ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}
