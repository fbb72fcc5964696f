import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue/job-queue.ts';
import { EMAIL_QUEUE } from '../../lib/mailer/queued-mailer.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/** The queue of file removals after an account's deletion. */
export const ACCOUNT_FILES_QUEUE = 'account.delete-files';

/**
 * Written in the deletion's own transaction (docs/security.md #21): the job exists if and only if
 * the account was deleted, and her emails still queued or kept (an address, one-time links) go
 * with it.
 */
export async function queueDeletedAccountCleanup(jobs: Pick<JobQueue, 'enqueue' | 'discard'>, tx: Database, userId: string, email: string): Promise<void> {
  await jobs.enqueue(ACCOUNT_FILES_QUEUE, { userId }, { tx });
  await jobs.discard(EMAIL_QUEUE, { to: email }, { tx });
}

/**
 * Removes a deleted account's files (local disk or the S3 bucket) after the commit; a store that
 * is down is tried again (1 min, 2 min… up to an hour apart, for about a day) until they are gone.
 */
export function cleanUpDeletedAccounts(jobs: JobQueue, storage: Storage): Promise<void> {
  return jobs.work<{ userId: string }>(ACCOUNT_FILES_QUEUE, ({ userId }) => storage.delete(userId), {
    retryLimit: 30,
    retryDelaySeconds: 60,
    retryBackoff: true,
    retryDelayMaxSeconds: 3600,
  });
}
