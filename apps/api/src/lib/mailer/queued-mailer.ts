import type { JobQueue, QueueOptions } from '../job-queue/job-queue.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** The queue every email goes through (docs/architecture.md "Job queue"). */
export const EMAIL_QUEUE = 'email.send';

/**
 * An SMTP outage of at least 12 hours loses nothing: 10-20 s, then 20-40 s… doubling (with jitter)
 * up to an hour between attempts, 20 retries (12.4 h at the least). A job's row holds the message (an address, maybe a one-time link), so a
 * finished one is deleted after a day, and an account's deletion discards its own at once. A
 * sending attempt beats every 10 s: one whose instance died is retried within about 20 s of the
 * last beat (pg-boss-job-queue.ts supervises every 10 s), not after `expireInSeconds`, so a
 * confirmation email is late by seconds rather than minutes (bench/cluster kills an instance).
 */
export const emailQueueOptions: QueueOptions = {
  retryLimit: 20,
  retryDelaySeconds: 10,
  heartbeatSeconds: 10,
  retryBackoff: true,
  retryDelayMaxSeconds: 3600,
  keepFinishedSeconds: 24 * 3600,
  expireInSeconds: 120,
  // Sending mostly waits on the SMTP server: three at a time per instance, one per connection of
  // the SMTP transport's pool (smtp-mailer.ts), drain a burst of sign-ups.
  workers: 3,
};

/**
 * The mailer the services use: `send` writes a job and returns, the worker below hands the
 * message to the real mailer. Callers send after their change committed, as before, so an email
 * is never written for something rolled back; what changes is that a failing SMTP server no
 * longer loses it (nor fails the request).
 */
export function createQueuedMailer(jobs: Pick<JobQueue, 'enqueue'>): Mailer {
  return {
    async send(message) {
      const { to, subject, text, html } = message;
      await jobs.enqueue(EMAIL_QUEUE, { to, subject, text, html } satisfies MailMessage);
    },
  };
}

/** Sends the queued emails through `transport` (SMTP or the dev outbox); a throw is retried. */
export function deliverQueuedEmails(jobs: JobQueue, transport: Mailer): Promise<void> {
  return jobs.work<MailMessage>(EMAIL_QUEUE, (message, attempt) => transport.send({ ...message, messageKey: attempt.id }), emailQueueOptions);
}
