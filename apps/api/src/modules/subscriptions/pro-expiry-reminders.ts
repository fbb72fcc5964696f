import { notificationTitle } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppInstance } from '../../app-instance.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { subscriptionLink } from './pro-activation.ts';
import type { SubscriptionsRepository } from './subscriptions.repository.ts';

/** How long before the end of PRO the reminder goes out. */
export const PRO_REMINDER_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

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
        body: `Seu plano PRO termina em ${dateFormat.format(expiresAt)}. Renove para continuar com os benefícios.`,
        link: subscriptionLink,
      })
      .catch((error: unknown) => deps.logger.error({ err: error, userId }, 'could not send the PRO reminder'));
  }
  return sent;
}

/**
 * Runs the reminders every hour (and once a minute after start) for as long as the app runs; the
 * timers are cleared when it closes. Not started in tests: they call sendProExpiryReminders.
 */
export function scheduleProExpiryReminders(app: AppInstance): void {
  const { proExpiryReminders } = app.services;
  const run = () => {
    proExpiryReminders.send().catch((error: unknown) => app.log.error({ err: error }, 'PRO expiry reminders failed'));
  };
  const first = setTimeout(run, 60_000);
  const hourly = setInterval(run, HOUR_MS);
  // Timers never keep the process alive on their own.
  first.unref();
  hourly.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(hourly);
  });
}

/** The reminders as the app runs them (the scheduler above), on the deps the composition root gives. */
export function createProExpiryReminders(deps: ProReminderDeps) {
  return { send: (now?: Date) => sendProExpiryReminders(deps, now) };
}

export type ProExpiryReminders = ReturnType<typeof createProExpiryReminders>;
