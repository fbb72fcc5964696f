/** How long /api/health/ready waits for the database: balancers time a check out after a few seconds. */
export const READY_DATABASE_TIMEOUT_MS = 2_000;

/**
 * Answers whether the database replies within `timeoutMs`. Calls that arrive while a round-trip is
 * still pending share it: while PostgreSQL is down each pool connection attempt may hang for the
 * pool's connection timeout, and probes every few seconds from several balancers must not pile
 * those up and take every connection from real requests.
 */
export function createDatabaseProbe(
  ping: () => Promise<void>,
  onFailure: (error: unknown) => void,
  timeoutMs = READY_DATABASE_TIMEOUT_MS,
): () => Promise<boolean> {
  let pending: Promise<boolean> | undefined;
  return async () => {
    pending ??= ping().then(
      () => true,
      (error: unknown) => {
        onFailure(error);
        return false;
      },
    );
    const roundTrip = pending;
    void roundTrip.finally(() => {
      if (pending === roundTrip) pending = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([roundTrip, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}
