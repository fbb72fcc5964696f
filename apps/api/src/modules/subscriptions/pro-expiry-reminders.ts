import { formatDatePtBr, notificationTitle } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../lib/job-queue/job-queue.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { subscriptionLink } from './pro-activation.ts';
import type { SubscriptionsRepository } from './subscriptions.repository.ts';

/** How long before the end of PRO the reminder goes out. */
export const PRO_REMINDER_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

export interface ProReminderDeps {
  repository: SubscriptionsRepository;
  notify: (input: NotificationInput) => Promise<void>;
  logger: FastifyBaseLogger;
}

/**
 * Tells (bell and email: 'pro_expiring') every user whose PRO ends within the next 3 days, once
 * per end date: the reminder row is claimed first (insert ... on conflict do nothing), so two app
 * instances running the same hour send it once, and a renewal (a new end) earns a new reminder.
 * Answers how many were sent.
 */
export async function sendProExpiryReminders(deps: ProReminderDeps, now: Date = new Date()): Promise<number> {
  const ending = await deps.repository.findProEndingBetween(now, new Date(now.getTime() + PRO_REMINDER_WINDOW_MS));
  let sent = 0;
  for (const { userId, expiresAt } of ending) {
    if (!(await deps.repository.claimExpiryReminder(userId, expiresAt))) continue;
    sent += 1;
    await deps
      .notify({
        userId,
        type: 'pro_expiring',
        title: notificationTitle('pro_expiring'),
        body: `Seu plano PRO termina em ${formatDatePtBr(expiresAt)}. Renove para continuar com os benefícios.`,
        link: subscriptionLink,
      })
      .catch((error: unknown) => deps.logger.error({ err: error, userId }, 'could not send the PRO reminder'));
  }
  return sent;
}

/** The queue of reminder runs. */
export const PRO_EXPIRY_REMINDERS_QUEUE = 'subscriptions.pro-expiry-reminders';
/** Every hour, at minute 7 (UTC cron). */
export const PRO_EXPIRY_REMINDERS_CRON = '7 * * * *';

/**
 * Runs the reminders as a scheduled job (docs/architecture.md "Job queue"): one run per hour
 * across every instance, one at a time (a unique queue), retried when it fails. The claimed
 * reminder row still makes each reminder go out once even if two runs overlapped.
 */
export async function scheduleProExpiryReminders(jobs: JobQueue, deps: { proExpiryReminders: ProExpiryReminders; logger: FastifyBaseLogger }): Promise<void> {
  await jobs.work(
    PRO_EXPIRY_REMINDERS_QUEUE,
    async () => {
      const sent = await deps.proExpiryReminders.send();
      if (sent > 0) deps.logger.info({ sent }, 'PRO expiry reminders sent');
    },
    { unique: true, retryLimit: 3, retryDelaySeconds: 60, heartbeatSeconds: 30, keepFinishedSeconds: 24 * 3600 },
  );
  await jobs.schedule(PRO_EXPIRY_REMINDERS_QUEUE, PRO_EXPIRY_REMINDERS_CRON);
}

/** The reminders as the app runs them (scheduleProExpiryReminders), on the deps the composition root gives. */
export function createProExpiryReminders(deps: ProReminderDeps) {
  return { send: (now?: Date) => sendProExpiryReminders(deps, now) };
}

export type ProExpiryReminders = ReturnType<typeof createProExpiryReminders>;
