import type { UserType } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { TransactionRunner } from '../../db/transaction.ts';
import type { NotificationInput } from '../notifications/notifier.ts';

/** The signed-in user a hiring service acts for (from requireSessionUser, never the body). */
export interface HiringCaller {
  id: string;
  userType: UserType;
}

/** What the applications and contracts services are built from; `Settings` is the part of the site settings each reads. */
export interface HiringServiceDeps<Settings> {
  db: Database;
  runInTransaction: TransactionRunner;
  settings: () => Promise<Settings>;
  notify: (input: NotificationInput) => Promise<void>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

/** Notifies after the transaction committed; a failure is logged, never thrown at the caller. */
export function notifySafely({ notify, logger }: Pick<HiringServiceDeps<unknown>, 'notify' | 'logger'>) {
  return async (input: NotificationInput) => {
    await notify(input).catch((error: unknown) => logger.error({ err: error }, 'could not notify'));
  };
}
