import type { FuzzStats } from './fuzz-runner.ts';

export interface RunFacts {
  driver: string;
  seed: number;
  runs: number;
  blockedLimitMs: number;
}

function top(map: Map<string, number>): string {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, ms]) => `${key} ${Math.round(ms)} ms`)
    .join(', ');
}

function list(items: string[], none: string): string {
  return items.length > 0 ? `\n  ${items.join('\n  ')}` : none;
}

/** The head of the report: how to replay the run, what it cost, what the loop measured, what the document lacks. */
export function runSummary(stats: FuzzStats, facts: RunFacts): string {
  const cost = [...stats.costByGroup.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([group, spent]) => `${group} ${spent.requests} req ${Math.round(spent.ms / 1000)} s`)
    .join(', ');
  return [
    `Fuzz suite on ${facts.driver}: seed ${facts.seed}, FUZZ_RUNS ${facts.runs}; ${stats.operations} operations, ${stats.requests} requests in ${Math.round(stats.elapsedMs / 1000)} s.`,
    `Replay: FUZZ_SEED=${facts.seed} FUZZ_RUNS=${facts.runs} npx vitest run --project api-${facts.driver} apps/api/src/security/fuzz`,
    ...(stats.stoppedEarly ? [`INCOMPLETE: ${stats.stoppedEarly}.`] : []),
    `Longest event-loop block of a passing request: ${top(stats.blockedByOperation)}.`,
    `Longest timer gap, CPU or not: ${top(stats.gapByOperation)}.`,
    `Timer gaps over ${facts.blockedLimitMs} ms without the CPU time (waiting for a core): ${stats.gapsWithoutCpu}. Blocks that did not repeat: ${stats.unconfirmedBlocks.length}. Cases skipped after a confirmed block on the same field: ${stats.skippedAfterBlock}.`,
    `Sessions restored after a case ended or changed one: ${stats.sessionsRenewed.length}.`,
    `Cost by kind of case: ${cost}.`,
    `What the document lacks to build requests: ${list(stats.gaps, 'nothing.')}`,
    `Operations none of whose plausible requests passed validation: ${list(stats.baselineRefusals, 'none.')}`,
  ].join('\n');
}
