/**
 * What a contractor and the model she hires tell each other between steps (the job's id, the
 * proposal's, the contract's), as two people would by looking at their screens. Messages belong
 * to a round: when one side gives a round up (a step failed), the other stops waiting for it, and
 * both start the next round with a new job.
 */
export function createPairChannel(stopped: () => boolean) {
  const values = new Map<string, string>();
  const waiting = new Map<string, Array<(value: string) => void>>();
  const abandoned = new Set<number>();

  return {
    send(round: number, kind: string, value = '') {
      const key = `${round}:${kind}`;
      values.set(key, value);
      for (const resolve of waiting.get(key) ?? []) resolve(value);
      waiting.delete(key);
    },
    /** The partner's message of this round, or a failure when the round was given up or the run ended. */
    async receive(round: number, kind: string, timeoutMs: number): Promise<string> {
      const key = `${round}:${kind}`;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = values.get(key);
        if (value !== undefined) return value;
        if (abandoned.has(round)) throw new Error(`round ${round} given up by the partner`);
        if (stopped()) throw new Error('run ended');
        if (Date.now() > deadline) throw new Error(`partner sent no ${kind} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const list = waiting.get(key) ?? [];
          const timer = setTimeout(resolve, 250);
          list.push(() => {
            clearTimeout(timer);
            resolve();
          });
          waiting.set(key, list);
        });
      }
    },
    abandon(round: number) {
      abandoned.add(round);
    },
  };
}

export type PairChannel = ReturnType<typeof createPairChannel>;
