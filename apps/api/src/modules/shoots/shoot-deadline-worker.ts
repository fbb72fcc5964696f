import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../lib/job-queue/job-queue.ts';
import { SHOOT_DEADLINE_QUEUE, SHOOT_DEADLINE_SWEEP_CRON, SHOOT_DEADLINE_SWEEP_QUEUE, type ShootDeadlineJob, shootDeadlineQueueOptions } from './shoot-deadline-jobs.ts';
import type { ShootBookingsService } from './shoot-bookings.service.ts';

/** Every instance works the deadline queue (each job runs on one); app.ts calls this before jobs.start(). */
export async function workShootDeadlines(jobs: JobQueue, service: Pick<ShootBookingsService, 'runDeadline'>): Promise<void> {
  await jobs.work<ShootDeadlineJob>(SHOOT_DEADLINE_QUEUE, async (job) => {
    await service.runDeadline(job);
  }, shootDeadlineQueueOptions);
}

/** The sweep every 10 minutes, once across instances (only where schedules run). */
export async function scheduleShootDeadlineSweep(jobs: JobQueue, deps: { service: Pick<ShootBookingsService, 'sweepDeadlines'>; logger: FastifyBaseLogger }): Promise<void> {
  await jobs.work(
    SHOOT_DEADLINE_SWEEP_QUEUE,
    async () => {
      const acted = await deps.service.sweepDeadlines();
      if (acted > 0) deps.logger.warn({ acted }, 'shoot deadlines acted on by the sweep (their jobs had not)');
    },
    { unique: true, retryLimit: 2, retryDelaySeconds: 60 },
  );
  await jobs.schedule(SHOOT_DEADLINE_SWEEP_QUEUE, SHOOT_DEADLINE_SWEEP_CRON);
}
