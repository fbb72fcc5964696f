import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue/job-queue.ts';
import type { PrivateStorage } from '../../lib/private-files/private-storage.ts';
import { messageImagesFolderOf } from './message-images.ts';
import { createMessageImagesRepository } from './message-images.repository.ts';

/** The photos a deleted account sent in messages, removed from the private store after the commit. */
export const MESSAGE_IMAGES_DELETE_QUEUE = 'conversations.delete-images';

/** Every instance works the deletions (each job runs on one), retried until the store answers. */
export function workMessageImageDeletions(jobs: JobQueue, privateStorage: PrivateStorage): Promise<void> {
  return jobs.work<{ userId: string }>(MESSAGE_IMAGES_DELETE_QUEUE, ({ userId }) => privateStorage.delete(messageImagesFolderOf(userId)), {
    retryLimit: 30,
    retryDelaySeconds: 60,
    retryBackoff: true,
    retryDelayMaxSeconds: 3600,
  });
}

/**
 * Inside an account's deletion transaction (docs/security.md #21): her photos' rows go at once (no
 * route reaches them any more), and the job that deletes the files is written in the same
 * transaction, so it runs if and only if the deletion commits.
 */
export async function deleteMessageImagesOfDeletedAccount(jobs: Pick<JobQueue, 'enqueue'>, tx: Database, userId: string): Promise<void> {
  if ((await createMessageImagesRepository(tx).deleteOfSender(userId)) > 0) await jobs.enqueue(MESSAGE_IMAGES_DELETE_QUEUE, { userId }, { tx });
}
