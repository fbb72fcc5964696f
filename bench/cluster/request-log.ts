/** Every request the virtual users sent, with when it started and ended, for the report by phase. */

export interface RequestRecord {
  /** A route's shape, e.g. `POST /api/jobs/:id/applications`. */
  label: string;
  /** ms since the run started. */
  startedAt: number;
  endedAt: number;
  /** HTTP status; 0 when no answer came (connection reset, timeout). */
  status: number;
  /** Whether the status was the one the journey step expects. */
  ok: boolean;
  /** The error code of a `{ code, message }` answer, or the network error's code. */
  error?: string;
}

export function createRequestLog(startedAtMs: number) {
  const records: RequestRecord[] = [];
  return {
    records,
    /** ms since the run started. */
    now: () => performance.now() - startedAtMs,
    add(record: RequestRecord) {
      records.push(record);
    },
  };
}

export type RequestLog = ReturnType<typeof createRequestLog>;
