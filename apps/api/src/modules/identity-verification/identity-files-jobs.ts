import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue/job-queue.ts';
import type { PrivateStorage } from '../../lib/private-files/private-storage.ts';
import { identityFolder } from './identity-files.ts';
import { createIdentityVerificationRepository } from './identity-verification.repository.ts';
import { CLOSED_BY_ACCOUNT_DELETION, type IdentityVerificationService } from './identity-verification.service.ts';

/** The deletion of identity photos 30 days after the decision: hourly, once across instances. */
export const IDENTITY_FILES_PURGE_QUEUE = 'identity.purge-files';
export const IDENTITY_FILES_PURGE_CRON = '41 * * * *';
/** The photos of a deleted account, removed right after the deletion commits. */
export const IDENTITY_FILES_DELETE_QUEUE = 'identity.delete-files';

/** Every instance works the deletions of deleted accounts' photos (each job runs on one). */
export function workIdentityFileDeletions(jobs: JobQueue, privateStorage: PrivateStorage): Promise<void> {
  return jobs.work<{ verificationIds: string[] }>(
    IDENTITY_FILES_DELETE_QUEUE,
    async ({ verificationIds }) => {
      for (const id of verificationIds) await privateStorage.delete(identityFolder(id));
    },
    { retryLimit: 30, retryDelaySeconds: 60, retryBackoff: true, retryDelayMaxSeconds: 3600 },
  );
}

/** The hourly 30-day deletion (only where schedules run); a run a crash cut short is simply the next one's work. */
export async function scheduleIdentityFilesPurge(
  jobs: JobQueue,
  deps: { service: Pick<IdentityVerificationService, 'purgeExpiredFiles'>; logger: FastifyBaseLogger },
): Promise<void> {
  await jobs.work(
    IDENTITY_FILES_PURGE_QUEUE,
    async () => {
      const deleted = await deps.service.purgeExpiredFiles();
      if (deleted > 0) deps.logger.info({ deleted }, 'identity verification photos deleted after the retention period');
    },
    { unique: true, retryLimit: 3, retryDelaySeconds: 300 },
  );
  await jobs.schedule(IDENTITY_FILES_PURGE_QUEUE, IDENTITY_FILES_PURGE_CRON);
}

/**
 * Inside an account's deletion transaction (docs/security.md #21): a submission still waiting is
 * closed, the keys of every photo go at once (no route reaches them any more), and the job that
 * deletes the files from the store is written in the same transaction, so it runs if and only if
 * the deletion commits, retried until they are gone.
 */
export async function closeIdentityVerificationsOfDeletedAccount(jobs: Pick<JobQueue, 'enqueue'>, tx: Database, userId: string, at: Date): Promise<void> {
  const verificationIds = await createIdentityVerificationRepository(tx).closeForDeletedAccount(userId, at, CLOSED_BY_ACCOUNT_DELETION);
  if (verificationIds.length > 0) await jobs.enqueue(IDENTITY_FILES_DELETE_QUEUE, { verificationIds }, { tx });
}
