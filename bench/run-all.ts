import path from 'node:path';
import { runApiBaseline } from './api-baseline.ts';
import { runListJobsBench } from './list-jobs.ts';
import { runListModelsBench } from './list-models.ts';
import { measureHomePageWeight, printPageWeight } from './page-weight.ts';

// Benchmarks, not tests: they print numbers to compare against the issues' budgets and exit
// non-zero when a hard budget is broken.
const distDir = path.resolve(import.meta.dirname, '../apps/web/dist');
const withinBudget = printPageWeight(measureHomePageWeight(distDir));
await runApiBaseline();
const listWithinBudget = await runListModelsBench();
const jobsWithinBudget = await runListJobsBench();
if (!withinBudget || !listWithinBudget || !jobsWithinBudget) process.exitCode = 1;
