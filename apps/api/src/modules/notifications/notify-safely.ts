import type { FastifyBaseLogger } from 'fastify';
import type { NotificationInput } from './notifier.ts';

/** Notifies after the transaction committed; a failure is logged, never thrown at the caller. */
export function notifySafely({ notify, logger }: { notify: (input: NotificationInput) => Promise<void>; logger: FastifyBaseLogger }) {
  return async (input: NotificationInput) => {
    await notify(input).catch((error: unknown) => logger.error({ err: error }, 'could not notify'));
  };
}
