import type { Database } from '../../db/client.ts';

/** Options of one job, as the code that asks for it knows them. */
export interface EnqueueOptions {
  /**
   * On a `unique` queue: at most one job with this key waiting and one running (a second enqueue
   * while one waits is dropped and answers null). Elsewhere a label to find the job by.
   */
  singletonKey?: string;
  /** Not before this time (or this many seconds from now). */
  startAfter?: Date | number;
  /** Attempts after the first; the queue's own limit otherwise. */
  retryLimit?: number;
  /**
   * The caller's open transaction: the job is written in it, so it exists if and only if the
   * change commits (docs/architecture.md "Job queue"). Without it the job is written at once.
   */
  tx?: Database;
}

/** How a queue retries and whether its jobs are one at a time. */
export interface QueueOptions {
  /** Attempts after the first. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each with `retryBackoff` (up to `retryDelayMaxSeconds`). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  retryDelayMaxSeconds?: number;
  /** How long a finished job's row (and its payload) is kept. */
  keepFinishedSeconds?: number;
  /** How long one attempt may run before it counts as failed and is retried. */
  expireInSeconds?: number;
  /**
   * A running attempt tells the database it is alive this often (at least 10 s); one that stops
   * (its instance was killed) is retried after this long instead of after `expireInSeconds`.
   */
  heartbeatSeconds?: number;
  /** One job waiting and one running at most (per singletonKey): scheduled work, never stacked up. */
  unique?: boolean;
  /**
   * Jobs of this queue one instance runs side by side (default 1): for handlers that mostly wait
   * on another server (SMTP), so a backlog drains several at a time. Each extra one polls too.
   */
  workers?: number;
}

/** One attempt at a job, as its handler sees it. */
export interface JobAttempt {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** Aborted when the queue stops: a long handler ends between two steps. */
  signal: AbortSignal;
}

/** Throwing fails the attempt: the job is retried (with the queue's delay) until its limit. */
export type JobHandler<Payload> = (payload: Payload, attempt: JobAttempt) => Promise<void>;

/**
 * Everything that happens later or on a schedule (docs/architecture.md "Job queue"). The same
 * interface runs on PostgreSQL and on the embedded PGlite; a job is a row in the database, so
 * nothing is lost on a restart, and each job runs on one instance only, however many run.
 */
export interface JobQueue {
  /** Writes a job for the queue `name`; answers its id (null: dropped by the queue's `unique` rule). */
  enqueue(name: string, payload: object, options?: EnqueueOptions): Promise<string | null>;
  /** A job in `name` at each time the cron expression (UTC, minute resolution) names, once across all instances. */
  schedule(name: string, cron: string): Promise<void>;
  /** Runs `handler` for the jobs of `name` in this process; `options` define the queue. */
  work<Payload>(name: string, handler: JobHandler<Payload>, options?: QueueOptions): Promise<void>;
  /** Starts working: before it jobs may be declared but not enqueued. */
  start(): Promise<void>;
  /**
   * Resolves once every due job this process enqueued has finished (completed, or failed for
   * good), or throws after `timeoutMs`. Tests use it before looking at what a job did.
   */
  drain(timeoutMs?: number): Promise<void>;
  /**
   * Deletes the jobs of `name` whose payload contains `payloadMatch`, whatever their state (an
   * account's deletion takes its queued and kept emails with it: docs/security.md #21).
   * Answers how many.
   */
  discard(name: string, payloadMatch: object, options?: { tx?: Database }): Promise<number>;
  /** Takes no new jobs and waits (a bounded time) for the running ones to finish. */
  stop(): Promise<void>;
}
