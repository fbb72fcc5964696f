/**
 * How long one request kept the event loop from running anything else.
 *
 * Two readings, because either alone lies on a busy 2-core machine:
 * - `gapMs`, the longest gap between ticks of a 5 ms timer while the request ran: what a health
 *   check sent alongside would have waited. It also grows when the OS simply does not schedule
 *   this process (other test workers running), which is not the request's doing.
 * - `cpuMs`, the CPU time the process used meanwhile (process.cpuUsage): a regex or a PGlite query
 *   running in this thread uses CPU for as long as it blocks; a process waiting for a core does not.
 * A request blocked the loop for at least min(gapMs, cpuMs): that is `blockedMs`. Image work in
 * libuv's threads adds CPU time without a gap, and descheduling adds a gap without CPU time, so
 * neither shows up as a block.
 *
 * Why not perf_hooks.monitorEventLoopDelay with reset() before each request: its timer records the
 * gap since its previous tick, and reset() forgets that previous tick, so the first gap after a
 * reset is never recorded. A request that blocks at once (a regex in validation runs within a few
 * ms of inject()) lands exactly in that forgotten gap: a 300 ms busy loop right after reset() read
 * as max 0 on Node 20. The timer here is the same idea without the reset problem.
 */
export interface LoopReading<T> {
  result: T;
  blockedMs: number;
  gapMs: number;
  cpuMs: number;
  wallMs: number;
}

export interface EventLoopProbe {
  measure<T>(work: () => Promise<T>): Promise<LoopReading<T>>;
  stop(): void;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createEventLoopProbe(intervalMs = 5): EventLoopProbe {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, intervalMs);
  timer.unref();

  return {
    async measure(work) {
      // The gap in progress started before this request: count from now.
      last = performance.now();
      longest = 0;
      const cpuBefore = process.cpuUsage();
      const began = performance.now();
      const result = await work();
      const wallMs = performance.now() - began;
      // A block that ended just before the response resolved is only seen at the next timers
      // phase: two turns of setImmediate guarantee one has run.
      await nextTurn();
      await nextTurn();
      longest = Math.max(longest, performance.now() - last);
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const gapMs = Math.max(0, longest - intervalMs);
      return { result, blockedMs: Math.min(gapMs, cpuMs), gapMs, cpuMs, wallMs };
    },
    stop() {
      clearInterval(timer);
    },
  };
}
