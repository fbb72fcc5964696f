import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue/job-queue.ts';

/**
 * The deadlines of a booking as jobs (docs/architecture.md "Job queue"): the unpaid hold, the
 * photographer's 48 h to accept, the 7 days before an automatic release. Each is written in the
 * transaction that starts the wait, to run when it ends; the handler locks the booking and acts
 * only if the booking is still waiting and the deadline has passed, so a job run twice, on two
 * instances or after a crash, changes nothing the second time (and the ledger's references post
 * the money once). A sweep every 10 minutes runs whatever deadline a lost job missed.
 */
export const SHOOT_DEADLINE_QUEUE = 'shoots.deadline';
export const SHOOT_DEADLINE_SWEEP_QUEUE = 'shoots.deadline-sweep';
export const SHOOT_DEADLINE_SWEEP_CRON = '*/10 * * * *';

export type ShootDeadlineStep = 'hold' | 'accept' | 'release';

export interface ShootDeadlineJob {
  bookingId: string;
  step: ShootDeadlineStep;
}

export const shootDeadlineQueueOptions = { unique: true, retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, keepFinishedSeconds: 7 * 24 * 3600 };

/**
 * Writes the job for a booking's deadline in the caller's transaction. A deadline that moved (an
 * unpaid hold extended for a pending boleto) gets a job of its own, keyed by its new time.
 */
export async function enqueueShootDeadline(jobs: Pick<JobQueue, 'enqueue'>, tx: Database, job: ShootDeadlineJob, at: Date, moved = false): Promise<void> {
  const singletonKey = moved ? `${job.bookingId}:${job.step}:${at.getTime()}` : `${job.bookingId}:${job.step}`;
  await jobs.enqueue(SHOOT_DEADLINE_QUEUE, job, { tx, startAfter: at, singletonKey });
}
