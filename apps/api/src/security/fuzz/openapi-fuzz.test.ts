import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseDriver } from '../../test-support/test-database.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { formatReport } from './failure-report.ts';
import { runFuzz } from './fuzz-runner.ts';
import { runSummary } from './run-summary.ts';

/**
 * Every operation of /api/openapi.json, as a guest and as a signed-in model, contractor and admin,
 * with one field at a time set to hostile values, the request as a whole broken (content types,
 * nesting, prototype keys, multipart), and FUZZ_RUNS random fast-check cases per operation. No 5xx;
 * every 4xx in the error catalogue's shape and in Portuguese; no unknown key silently accepted; no
 * request keeping the event loop busy for more than 100 ms. See README, "Fuzz suite".
 *
 * FUZZ_RUNS (default 10) and FUZZ_SEED (default: a new one each run, printed) are read here only.
 */
function fromEnvironment(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number >= 0, got ${JSON.stringify(raw)}`);
  return value;
}

const runs = fromEnvironment('FUZZ_RUNS', 10);
const seed = fromEnvironment('FUZZ_SEED', randomInt(2 ** 31));
// Measured on 2 cores: the fixed catalogue (about 14,000 requests) takes 45-55 s, and each random
// run adds about 0.2 s (one request per operation). 300 s plus 1.5 s a run leaves room for a busy
// CI machine; the runner stops starting cases 30 s before it, so the report still comes out.
const timeoutMs = 300_000 + runs * 1_500;

/**
 * Why 100 ms holds on both databases. PGlite runs its queries in this thread, so its work blocks the
 * loop too; measured with the probe (event-loop-probe.ts) over seven runs of 14,000 to 49,000
 * requests, no passing request blocked more than 23 ms on PGlite or 27 ms on PostgreSQL, while
 * the backtracking patterns this suite was written to catch block 2.7-5 s at 100 KB. Noise is kept
 * out twice: a long timer gap counts only with the CPU time to match (a process waiting for a
 * core has none), and a reading between 100 ms and 1 s is repeated twice, the smallest counting.
 */
const blockedLimitMs = 100;

let t: TestApp;
beforeAll(async () => {
  // Rate limits would answer 429 before validation runs; a 429 is still checked like any 4xx.
  // At 'info' every request writes its log lines through the maskers (lib/logging), inside the
  // probe's window: a masker pattern that backtracks on a logged URL blocks the loop and fails here.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10000', LOG_LEVEL: 'info' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`fuzz suite from /api/openapi.json on ${testDatabaseDriver}`, () => {
  it(
    'answers every generated request with < 500, the catalogue shape in Portuguese, and no event-loop block',
    async () => {
      const deadline = performance.now() + timeoutMs - 30_000;
      const { failures, stats } = await runFuzz(t, { runs, seed, blockedLimitMs, baselineTries: 4, deadline });
      const report = formatReport(failures, runSummary(stats, { driver: testDatabaseDriver, seed, runs, blockedLimitMs }));
      console.info(report);
      expect(failures.length, report).toBe(0);
      expect(stats.uncovered, report).toEqual([]);
      expect(stats.stoppedEarly, report).toBeUndefined();
    },
    timeoutMs,
  );
});
