import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { makeImage, randomIp } from '../../test-support/accounts.ts';
import { TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { fieldsWithoutDocumentedRule } from './document-gaps.ts';
import { createEventLoopProbe, type LoopReading } from './event-loop-probe.ts';
import type { Failure } from './failure-report.ts';
import { createActors, mayCall, type Role, roles } from './fuzz-actors.ts';
import { type FuzzCase, fieldCases, randomCases, requestCases } from './fuzz-cases.ts';
import { createIdPool } from './id-pool.ts';
import { type Operation, readOperations } from './openapi-operations.ts';
import { requestArbitrary, withRequiredOnly } from './request-arbitrary.ts';
import { type EncodedRequest, encodeRequest, payloadBytes, type RequestModel, type UploadedFile } from './request-model.ts';
import { apiResponseProblems, pageResponseProblems, type Problem } from './response-checks.ts';

export interface FuzzOptions {
  /** fast-check runs per operation (random cases), on top of the fixed catalogue. */
  runs: number;
  seed: number;
  /** A request that keeps the event loop from running a timer longer than this fails. */
  blockedLimitMs: number;
  /** Baselines tried per operation to find one that passes validation. */
  baselineTries: number;
  /** performance.now() after which no new case starts, so the report still comes out before the test's timeout. */
  deadline: number;
}

export interface FuzzStats {
  operations: number;
  requests: number;
  skippedAfterBlock: number;
  elapsedMs: number;
  /** The longest event-loop block each operation caused on requests that did not fail for it. */
  blockedByOperation: Map<string, number>;
  /** The longest timer gap each operation saw, CPU or not: the raw reading, for comparison. */
  gapByOperation: Map<string, number>;
  /** Requests with a long timer gap but little CPU time: the process waited for a core. */
  gapsWithoutCpu: number;
  /** Blocks over the limit that did not repeat (scheduler or GC noise), with their first reading. */
  unconfirmedBlocks: string[];
  /** Operations none of whose plausible requests got through validation: what the document lacks. */
  baselineRefusals: string[];
  gaps: string[];
  /** Routes the suite could not fuzz fully (openapi-operations.ts): each one fails the run. */
  uncovered: string[];
  sessionsRenewed: string[];
  /** Set when the deadline cut the run short: how far it got. */
  stoppedEarly?: string;
  /** Where the time goes: requests and wall time per kind of case. */
  costByGroup: Map<string, { requests: number; ms: number }>;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const methodOrder = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** A per-operation seed, so adding a route does not change the cases of the others. */
function seedFor(seed: number, key: string): number {
  return (seed ^ createHash('sha256').update(key).digest().readInt32LE(0)) | 0;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Answers that refuse the input itself (schema, parser, size), the same for every caller. */
const inputRefusalCodes = new Set(['VALIDATION_FAILED', 'BAD_REQUEST', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE']);

function refusedAsInput(res: LightMyRequestResponse): boolean {
  if (res.statusCode < 400 || res.statusCode >= 500) return false;
  return inputRefusalCodes.has((parseJson(res.body) as { code?: string } | undefined)?.code ?? '');
}

interface LoggedError {
  type?: string;
  code?: string;
  message?: string;
  cause?: LoggedError;
}

/**
 * The logged reason of a 5xx, deepest cause first (the database's own message, "invalid byte
 * sequence for encoding UTF8: 0x00"), then the outer error, which for drizzle is the long SQL.
 */
function causeFromLogs(logs: string[], requestId: string | undefined): string | undefined {
  if (!requestId) return undefined;
  for (let index = logs.length - 1; index >= 0 && index >= logs.length - 200; index--) {
    const line = logs[index] ?? '';
    if (!line.includes(requestId)) continue;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: LoggedError };
      if ((entry.level ?? 0) < 50) continue;
      const chain: LoggedError[] = [];
      for (let error = entry.err; error && chain.length < 5; error = error.cause) chain.push(error);
      // A long message is drizzle's SQL; what went wrong may be at its end: keep both ends.
      const brief = (message = '') => (message.length > 220 ? `${message.slice(0, 80)} … ${message.slice(-120)}` : message);
      const parts = chain.toReversed().map((error) => [error.type, error.code, brief(error.message)].filter(Boolean).join(' '));
      return [entry.msg, ...parts].filter(Boolean).join(' | ');
    } catch {
      // A line that is not JSON says nothing about this request.
    }
  }
  return undefined;
}

export async function runFuzz(t: TestApp, options: FuzzOptions): Promise<{ failures: Failure[]; stats: FuzzStats }> {
  const began = performance.now();
  const catalogue = await readOperations(t.app);
  const operations = catalogue.operations;
  const gaps = [...catalogue.gaps, ...fieldsWithoutDocumentedRule(operations)];
  const actors = await createActors(t);
  const pool = createIdPool();
  const photo: UploadedFile = { field: 'photo', bytes: await makeImage('jpeg', 64), filename: 'foto.jpg', contentType: 'image/jpeg' };
  const probe = createEventLoopProbe();
  const failures: Failure[] = [];
  const stats: FuzzStats = {
    operations: operations.length,
    requests: 0,
    skippedAfterBlock: 0,
    elapsedMs: 0,
    blockedByOperation: new Map(),
    gapByOperation: new Map(),
    unconfirmedBlocks: [],
    gapsWithoutCpu: 0,
    baselineRefusals: [],
    gaps,
    uncovered: catalogue.uncovered,
    sessionsRenewed: [],
    costByGroup: new Map(),
  };
  /** operation + field that already blocked the loop: its other slow-prone cases are skipped. */
  const blockedFields = new Set<string>();

  async function inject(encoded: EncodedRequest, role: Role): Promise<LightMyRequestResponse> {
    const cookie = actors.cookie(role);
    return t.app.inject({
      method: encoded.method as 'GET',
      url: encoded.url,
      remoteAddress: randomIp(),
      headers: { origin: TEST_ORIGIN, ...encoded.headers, ...(cookie ? { cookie } : {}) },
      ...(encoded.payload !== undefined ? { payload: encoded.payload } : {}),
    });
  }

  /** Sends one case as one role and records what is wrong with the answer. */
  async function send(operation: Operation, fuzzCase: FuzzCase, role: Role): Promise<LightMyRequestResponse | undefined> {
    const blockKey = `${operation.key} ${fuzzCase.target}`;
    if (blockedFields.has(blockKey) && (fuzzCase.group === 'backtracking' || fuzzCase.group === 'huge string')) {
      stats.skippedAfterBlock++;
      return undefined;
    }
    const fail = (problem: Problem, status: number, body: string, cause?: string) =>
      failures.push({ ...problem, operation: operation.key, role, target: fuzzCase.target, mutation: fuzzCase.mutation, status, body, cause });
    let encoded: EncodedRequest;
    let measured: LoopReading<LightMyRequestResponse>;
    try {
      encoded = await encodeRequest(operation.method, operation.path, fuzzCase.request);
      const request = encoded;
      measured = await probe.measure(() => inject(request, role));
      stats.requests++;
    } catch (error) {
      fail({ kind: 'request threw', detail: String(error) }, 0, '');
      return undefined;
    }
    const res = measured.result;
    const cost = stats.costByGroup.get(fuzzCase.group) ?? { requests: 0, ms: 0 };
    stats.costByGroup.set(fuzzCase.group, { requests: cost.requests + 1, ms: cost.ms + measured.wallMs });
    let blockedMs = measured.blockedMs;
    if (measured.gapMs > options.blockedLimitMs && measured.cpuMs <= options.blockedLimitMs) stats.gapsWithoutCpu++;
    stats.gapByOperation.set(operation.key, Math.max(stats.gapByOperation.get(operation.key) ?? 0, measured.gapMs));
    // Over the limit but under a second: could be the scheduler or a GC pause; a real block
    // repeats. Over a second is never noise. Sent again twice, the smallest reading counts.
    for (let retry = 0; retry < 2 && blockedMs > options.blockedLimitMs && blockedMs < 1000; retry++) {
      const again = await probe.measure(() => inject(encoded, role));
      stats.requests++;
      if (again.blockedMs <= options.blockedLimitMs)
        stats.unconfirmedBlocks.push(
          `${operation.key} ${fuzzCase.target}: ${fuzzCase.mutation} (${Math.round(blockedMs)} ms, then ${Math.round(again.blockedMs)} ms)`,
        );
      blockedMs = Math.min(blockedMs, again.blockedMs);
    }
    const problems = apiResponseProblems(res, fuzzCase, payloadBytes(encoded));
    if (blockedMs > options.blockedLimitMs) {
      problems.push({ kind: 'event loop blocked', detail: `${Math.round(blockedMs)} ms` });
      blockedFields.add(blockKey);
    } else {
      stats.blockedByOperation.set(operation.key, Math.max(stats.blockedByOperation.get(operation.key) ?? 0, blockedMs));
    }
    const cause = res.statusCode >= 500 ? causeFromLogs(t.logs, String(res.headers['x-request-id'] ?? '')) : undefined;
    for (const problem of problems) fail(problem, res.statusCode, res.body.slice(0, 400), cause);

    if (res.statusCode < 300 && (res.headers['content-type'] ?? '').includes('application/json')) {
      try {
        pool.harvest(encoded.url, res.json());
      } catch {
        // Not JSON after all: nothing to learn from it.
      }
    }
    if (!safeMethods.has(operation.method) && res.statusCode < 400) stats.sessionsRenewed.push(...(await actors.restore()));
    return res;
  }

  const allowedRoles = (operation: Operation) => roles.filter((role) => mayCall(operation.access, role));

  /**
   * The starting request of an operation: the first of a few generated ones that gets past
   * validation (the document may not show every rule), so one-field mutations test one thing.
   */
  async function pickBaseline(operation: Operation, requests: fc.Arbitrary<RequestModel>, seed: number): Promise<RequestModel> {
    const samples = fc.sample(requests, { seed, numRuns: options.baselineTries });
    const candidates = samples[0] ? [withRequiredOnly(operation, samples[0]), ...samples] : samples;
    const role = allowedRoles(operation).find((r) => r !== 'guest') ?? 'guest';
    const refusals: string[] = [];
    for (const candidate of candidates) {
      const res = await send(operation, { target: 'baseline', mutation: 'plausible request', group: 'baseline', request: candidate }, role);
      const body =
        res?.statusCode === 400 ? (parseJson(res.body) as { code?: string; details?: { path?: string; message?: string }[] } | undefined) : undefined;
      if (!body || body.code !== 'VALIDATION_FAILED') return candidate;
      refusals.push(...(Array.isArray(body.details) ? body.details.map((detail) => `${detail.path ?? '?'}: ${detail.message ?? ''}`) : []));
    }
    stats.baselineRefusals.push(`${operation.key} (${[...new Set(refusals)].slice(0, 4).join('; ')})`);
    return candidates[0] as RequestModel;
  }

  // Reads first, then creations, deletions last: later operations find real ids to act on.
  const ordered = [...operations].sort((a, b) => methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method));
  // A first pass of plausible requests fills the id pool (a job, a photo, a proposal) for the second.
  for (const operation of ordered) {
    const requests = requestArbitrary(operation, pool, photo);
    for (const role of allowedRoles(operation)) {
      const [request] = fc.sample(requests, { seed: seedFor(options.seed, `warm-up ${operation.key} ${role}`), numRuns: 1 });
      if (request) await send(operation, { target: 'baseline', mutation: 'warm-up request', group: 'baseline', request }, role);
    }
  }

  for (const [done, operation] of ordered.entries()) {
    if (performance.now() > options.deadline) {
      stats.stoppedEarly = `stopped at the deadline after ${done} of ${ordered.length} operations; next: ${operation.key}`;
      break;
    }
    const seed = seedFor(options.seed, operation.key);
    const requests = requestArbitrary(operation, pool, photo);
    const baseline = await pickBaseline(operation, requests, seed);
    const allowed = allowedRoles(operation);
    const cases = [
      ...fieldCases(operation, baseline),
      ...requestCases(operation, baseline),
      ...randomCases(operation, requests, allowed, seed + 1, options.runs),
    ];
    for (const [index, fuzzCase] of cases.entries()) {
      if (fuzzCase.role) {
        await send(operation, fuzzCase, fuzzCase.role as Role);
        continue;
      }
      // Each case goes first to one of the roles allowed in (taking turns). An input refusal does
      // not depend on who asks, so the other roles get the case only when it got further: into
      // a handler, where a model, a contractor and an admin take different paths.
      const turn = [...allowed.slice(index % allowed.length), ...allowed.slice(0, index % allowed.length)];
      const first = await send(operation, fuzzCase, turn[0] as Role);
      if (first && !refusedAsInput(first)) for (const role of turn.slice(1)) await send(operation, fuzzCase, role);
      // Bodies are parsed before the access check: guests reach the parsers of every route.
      if (fuzzCase.beforeAccess && !allowed.includes('guest')) await send(operation, fuzzCase, 'guest');
    }
  }

  await checkPages(t, probe, options, failures, stats);
  probe.stop();
  stats.elapsedMs = performance.now() - began;
  return { failures, stats };
}

/** Odd values in the paths outside /api (the SPA's routes, /media files) and unknown /api paths. */
async function checkPages(t: TestApp, probe: ReturnType<typeof createEventLoopProbe>, options: FuzzOptions, failures: Failure[], stats: FuzzStats) {
  // A long path is logged as it is (only query values are hidden): the 'eyJ' run reaches the masker.
  const values = [
    'nao-existe.jpg',
    '%00',
    'a%00b.webp',
    '..%2F..%2Fetc%2Fpasswd',
    '%E0%A4%A',
    '%F0%9F%98%80',
    'a'.repeat(300),
    '.',
    'x/y/z.png',
    'eyJ'.repeat(4_000),
  ];
  const templates = t.app.declaredRoutes
    .filter((route) => route.method === 'GET' && !route.url.startsWith('/api/'))
    .map((route) => route.url)
    .concat(['/api/*', '/*', '/media/*', '/assets/*', '/media']);
  for (const template of new Set(templates)) {
    for (const value of values) {
      const url = template.includes('*') || template.includes(':') ? template.replace(/\*|:[A-Za-z]+/g, value) : `${template}?x=${value}`;
      const measured = await probe.measure(() => t.app.inject({ method: 'GET', url, remoteAddress: randomIp() }));
      stats.requests++;
      const res = measured.result;
      const problems = url.startsWith('/api/')
        ? apiResponseProblems(res, { target: 'path', mutation: value, group: 'random', request: { path: {}, query: {}, body: { kind: 'none' } } }, 0)
        : pageResponseProblems(res, url);
      if (measured.blockedMs > options.blockedLimitMs) problems.push({ kind: 'event loop blocked', detail: `${Math.round(measured.blockedMs)} ms` });
      for (const problem of problems) {
        failures.push({
          ...problem,
          operation: `GET ${template}`,
          role: 'guest',
          target: 'path',
          mutation: value,
          status: res.statusCode,
          body: res.body.slice(0, 400),
        });
      }
    }
  }
}
