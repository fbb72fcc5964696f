import type { AppInstance } from '../../app-instance.ts';
import { createTransactionRunner } from '../../db/transaction.ts';
import type { NotificationInput } from '../notifications/notifier.ts';

/** Who sends proposals and answers applications: contractors, photographers and admins. */
export const hirers = ['contractor', 'photographer', 'admin'] as const;

/** The dependencies the applications and contracts services are built from, taken from the app. */
export function hiringServiceDeps(app: AppInstance) {
  return {
    db: app.database.db,
    runInTransaction: createTransactionRunner(app.database.db),
    settings: () => app.services.settingsService.getAll(),
    notify: (input: NotificationInput) => app.services.notifier.notify(input),
    logger: app.log,
  };
}
