import type { RequestRecord } from './request-log.ts';

/** When the run's events happened, in ms since it started. */
export interface RunMarks {
  killAt: number;
  /** The killed instance answered its health check again. */
  backAt: number;
  pgRestartAt: number;
  /** PostgreSQL accepted connections again. */
  pgUpAt: number;
  end: number;
}

/**
 * After PostgreSQL is back, HAProxy needs `rise 2` checks a second apart (deploy/haproxy.cfg) to
 * put an instance it took out back in rotation: errors in that window are still the outage's.
 */
export const BALANCER_RECOVERY_MS = 3_000;

export interface Phase {
  name: string;
  from: number;
  to: number;
  /** Whether a failed request observed in this phase is allowed. */
  allows: (record: RequestRecord, marks: RunMarks) => boolean;
}

export function phasesOf(marks: RunMarks): Phase[] {
  const none = () => false;
  return [
    { name: 'warm', from: 0, to: marks.killAt, allows: none },
    // Only what was in flight to the killed instance may fail: nothing that started after the kill.
    { name: 'one instance killed (kill -9)', from: marks.killAt, to: marks.backAt, allows: (r, m) => r.startedAt <= m.killAt },
    { name: 'instance restarted', from: marks.backAt, to: marks.pgRestartAt, allows: none },
    { name: 'PostgreSQL restart', from: marks.pgRestartAt, to: marks.pgUpAt + BALANCER_RECOVERY_MS, allows: () => true },
    { name: 'steady', from: marks.pgUpAt + BALANCER_RECOVERY_MS, to: Number.POSITIVE_INFINITY, allows: none },
  ];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);

function errorKinds(records: RequestRecord[]): string {
  const counts = new Map<string, number>();
  for (const r of records) {
    const key = `${r.status || 'no answer'}${r.error ? ` ${r.error}` : ''} ${r.label}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `      ${count} × ${key}`)
    .join('\n');
}

export interface PhaseSummary {
  name: string;
  seconds: number;
  requests: number;
  failed: number;
  /** Failures this phase does not allow. */
  disallowed: RequestRecord[];
}

/** Prints throughput, p50/p99 and errors for the whole run and each phase; answers the failures no phase allows. */
export function printPhaseReport(records: RequestRecord[], marks: RunMarks): PhaseSummary[] {
  const phases = phasesOf(marks);
  const summaries: PhaseSummary[] = [];
  const seconds = marks.end / 1000;
  const okLatencies = records.filter((r) => r.ok).map((r) => r.endedAt - r.startedAt);
  okLatencies.sort((a, b) => a - b);
  console.info(
    `\nAll: ${records.length} requests in ${seconds.toFixed(1)} s = ${(records.length / seconds).toFixed(1)} req/s; answered as expected: ${okLatencies.length}; p50 ${ms(percentile(okLatencies, 50))}, p99 ${ms(percentile(okLatencies, 99))}`,
  );
  for (const phase of phases) {
    const to = Math.min(phase.to, marks.end);
    const inPhase = records.filter((r) => r.endedAt >= phase.from && r.endedAt < phase.to);
    const latencies = inPhase.filter((r) => r.ok).map((r) => r.endedAt - r.startedAt);
    latencies.sort((a, b) => a - b);
    const failed = inPhase.filter((r) => !r.ok);
    const disallowed = failed.filter((r) => !phase.allows(r, marks));
    const phaseSeconds = Math.max(0.001, (to - phase.from) / 1000);
    summaries.push({ name: phase.name, seconds: phaseSeconds, requests: inPhase.length, failed: failed.length, disallowed });
    console.info(
      `  ${phase.name} (${(phase.from / 1000).toFixed(1)}-${(to / 1000).toFixed(1)} s): ${inPhase.length} requests, ${(inPhase.length / phaseSeconds).toFixed(1)} req/s, p50 ${ms(
        percentile(latencies, 50),
      )}, p99 ${ms(percentile(latencies, 99))}, errors ${failed.length}${disallowed.length ? ` (${disallowed.length} NOT ALLOWED here)` : ''}`,
    );
    if (failed.length > 0) console.info(errorKinds(failed));
    for (const r of disallowed.slice(0, 10)) {
      console.info(
        `      not allowed: ${r.status || 'no answer'} ${r.error ?? ''} ${r.label}, sent at ${(r.startedAt / 1000).toFixed(3)} s, ended ${(r.endedAt / 1000).toFixed(3)} s`,
      );
    }
  }
  return summaries;
}

/** Throughput and latency of each route, to see what a journey is made of. */
export function printRouteTable(records: RequestRecord[]) {
  const byLabel = new Map<string, RequestRecord[]>();
  for (const r of records) {
    const list = byLabel.get(r.label);
    if (list) list.push(r);
    else byLabel.set(r.label, [r]);
  }
  console.info('\nBy route (requests, p50, p99, errors):');
  for (const [label, list] of [...byLabel].sort((a, b) => b[1].length - a[1].length)) {
    const latencies = list.filter((r) => r.ok).map((r) => r.endedAt - r.startedAt);
    latencies.sort((a, b) => a - b);
    console.info(
      `  ${label.padEnd(44)} ${String(list.length).padStart(6)}  ${ms(percentile(latencies, 50)).padStart(8)}  ${ms(percentile(latencies, 99)).padStart(8)}  ${list.filter((r) => !r.ok).length}`,
    );
  }
}
