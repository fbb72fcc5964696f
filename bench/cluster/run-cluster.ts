import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAcknowledgedWrites } from './acknowledged-writes.ts';
import { stopAll } from './child-processes.ts';
import { haproxyConfig, startClusterStack } from './cluster-stack.ts';
import { checkInvariants, waitForQueueToDrain } from './invariants.ts';
import { type JourneyContext, runJourney } from './journeys.ts';
import { type MailInbox, startMailInbox } from './mail-inbox.ts';
import { createPairChannel } from './pair-channel.ts';
import { printPhaseReport, printRouteTable, type RunMarks } from './phase-report.ts';
import { createMigratedDatabase, dropDatabase, restartPostgres } from './postgres-admin.ts';
import { createRequestLog } from './request-log.ts';
import { createVirtualUserClient } from './virtual-user-client.ts';

/**
 * `npm run bench:cluster` (issue 26): two app instances behind HAProxy (deploy/haproxy.cfg), one
 * PostgreSQL database, a local S3 server and mail server; 200 virtual users run hiring journeys
 * for 60 s while one instance is killed with SIGKILL and restarted, then PostgreSQL is restarted.
 * Prints throughput, p50/p99 and errors by phase and checks the data afterwards; exits 1 when a
 * phase has an error it does not allow or an invariant fails. Leaves nothing running.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const users = Number(env.BENCH_CLUSTER_USERS ?? 200);
const seconds = Number(env.BENCH_CLUSTER_SECONDS ?? 60);
const databaseUrl = env.BENCH_CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/passarela_cluster';
const thinkMs = Number(env.BENCH_CLUSTER_THINK_MS ?? 100);
/** When each event happens, as a share of the run. */
const schedule = { kill: 0.25, restart: 0.4, pgRestart: 0.6 };
/** Virtual users start spread over this long, as people arrive. */
const RAMP_MS = 5_000;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** `npm run build` when the compiled server or web app is missing or older than their sources. */
function buildIfNeeded() {
  const built = ['apps/api/dist/server.js', 'apps/web/dist/index.html'].map((file) => path.join(repoRoot, file));
  const builtAt = Math.min(...built.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0));
  const sourcesAt = Math.max(...['apps/api/src', 'apps/web/src', 'packages/shared/src'].map((dir) => newestMtime(path.join(repoRoot, dir))));
  if (builtAt > sourcesAt) return;
  console.info('Building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function ensureHaproxy() {
  const result = spawnSync('bash', [path.join(import.meta.dirname, 'ensure-haproxy.sh')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('HAProxy is missing');
}

/** 127.0.x.y: every virtual user connects from its own loopback address, as people come from their own. */
function addressOf(vu: number): string {
  return `127.0.${1 + Math.floor(vu / 250)}.${1 + (vu % 250)}`;
}

async function sleepUntil(log: { now(): number }, atMs: number) {
  const wait = atMs - log.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

async function main(): Promise<number> {
  buildIfNeeded();
  ensureHaproxy();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-cluster-'));
  let inbox: MailInbox | undefined;
  let databaseCreated = false;
  let passed = false;
  cleanUpOnSignal = () => cleanUp();
  try {
    console.info(`Cluster benchmark: ${users} virtual users for ${seconds} s, two instances behind HAProxy (${path.relative(repoRoot, haproxyConfig)})`);
    console.info(`Database ${databaseUrl} (fresh, migrated once); work files in ${workDir}`);
    await createMigratedDatabase(databaseUrl);
    databaseCreated = true;
    inbox = await startMailInbox();
    const stack = await startClusterStack({ workDir, databaseUrl, inbox, instanceCount: 2 });
    console.info(`HAProxy at ${stack.publicUrl}; ${stack.instances.map((i) => `${i.name} on :${i.port}`).join(', ')}`);

    const profile = readFileSync(path.join(repoRoot, 'e2e/support/fixtures/profile-photo.jpg'));
    const gallery = readFileSync(path.join(repoRoot, 'e2e/support/fixtures/new-profile-photo.jpg'));
    const runStart = performance.now();
    const log = createRequestLog(runStart);
    const writes = createAcknowledgedWrites();
    const journeyFailures = new Map<string, number>();
    let stopped = false;
    const isStopped = () => stopped;
    const knownSlugs: string[] = [];
    const runId = Date.now().toString(36);
    const pairs = Array.from({ length: Math.ceil(users / 2) }, () => createPairChannel(isStopped));
    const journeys = Array.from({ length: users }, async (_, vu) => {
      await new Promise((resolve) => setTimeout(resolve, (vu / users) * RAMP_MS));
      const client = createVirtualUserClient({ baseUrl: stack.publicUrl, ca: stack.ca, localAddress: addressOf(vu), log, stopped: isStopped });
      const context: JourneyContext = {
        client,
        inbox: inbox as MailInbox,
        writes,
        stopped: isStopped,
        runId,
        vu,
        photos: { profile, gallery },
        knownSlugs,
        partnerTimeoutMs: 30_000,
        thinkMs,
      };
      try {
        await runJourney(context, vu % 2 === 0 ? 'contractor' : 'model', pairs[Math.floor(vu / 2)] as ReturnType<typeof createPairChannel>, (error) => {
          const reason = error instanceof Error ? error.message.replace(/[0-9a-f-]{36}|\d+/g, '#') : String(error);
          journeyFailures.set(reason, (journeyFailures.get(reason) ?? 0) + 1);
        });
      } finally {
        client.close();
      }
    });

    const durationMs = seconds * 1000;
    const [, victim] = stack.instances;
    if (!victim) throw new Error('two instances are needed');
    const marks: Partial<RunMarks> = {};
    await sleepUntil(log, durationMs * schedule.kill);
    victim.kill();
    marks.killAt = log.now();
    console.info(`${(marks.killAt / 1000).toFixed(1)} s: kill -9 ${victim.name}`);
    await sleepUntil(log, durationMs * schedule.restart);
    console.info(`${(log.now() / 1000).toFixed(1)} s: restarting ${victim.name}`);
    await victim.start();
    marks.backAt = log.now();
    console.info(`${(marks.backAt / 1000).toFixed(1)} s: ${victim.name} answers again`);
    await sleepUntil(log, durationMs * schedule.pgRestart);
    marks.pgRestartAt = log.now();
    console.info(`${(marks.pgRestartAt / 1000).toFixed(1)} s: restarting PostgreSQL`);
    await restartPostgres(databaseUrl);
    marks.pgUpAt = log.now();
    console.info(`${(marks.pgUpAt / 1000).toFixed(1)} s: PostgreSQL accepts connections again`);
    await sleepUntil(log, durationMs);
    stopped = true;
    marks.end = log.now();
    console.info(`${(marks.end / 1000).toFixed(1)} s: stopping; waiting for requests in flight`);
    await Promise.all(journeys);
    // Emails leave after the answer, through the job queue: let it finish before counting them.
    const drained = await waitForQueueToDrain(databaseUrl, 180_000);

    const summaries = printPhaseReport(log.records, marks as RunMarks);
    printRouteTable(log.records);
    if (journeyFailures.size > 0) {
      console.info('\nRounds given up (a step failed or the partner stopped waiting):');
      for (const [reason, count] of [...journeyFailures].sort((a, b) => b[1] - a[1])) console.info(`  ${count} × ${reason}`);
    }
    console.info(`\nJob queue: ${drained}`);
    const checks = await checkInvariants(databaseUrl, writes, inbox);
    console.info('\nInvariants:');
    for (const check of checks) console.info(`  ${check.passed ? 'PASS' : check.informational ? 'INFO' : 'FAIL'} ${check.name}: ${check.detail}`);
    const disallowed = summaries.reduce((sum, s) => sum + s.disallowed.length, 0);
    const failedChecks = checks.filter((c) => !c.passed && !c.informational).length;
    passed = disallowed === 0 && failedChecks === 0 && log.records.length > 0;
    console.info(
      `\n${passed ? 'PASS' : 'FAIL'}: ${disallowed} errors outside the outages they belong to, ${failedChecks} invariants failed${passed ? '' : `; logs kept in ${stack.logDir}`}`,
    );
    return passed ? 0 : 1;
  } finally {
    await cleanUp();
    // A failed run keeps its logs (the path is printed), not the photos and payments it stored.
    for (const dir of passed ? [workDir] : [path.join(workDir, 's3'), path.join(workDir, 'data')]) rmSync(dir, { recursive: true, force: true });
  }

  async function cleanUp() {
    await stopAll();
    await inbox?.close();
    if (databaseCreated) await dropDatabase(databaseUrl).catch((error: unknown) => console.error(`could not drop the benchmark database: ${String(error)}`));
    databaseCreated = false;
  }
}

/** Set by main while it runs: what Ctrl-C must undo (processes, the database). */
let cleanUpOnSignal: (() => Promise<void>) | undefined;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping every process the benchmark started and dropping its database`);
    void (cleanUpOnSignal ?? stopAll)().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
