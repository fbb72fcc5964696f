/** PRO: its price, buying it with wallet money (also from a payment), and the reminder before it ends. */
export { activateProFromWalletInTx } from './pro-activation.ts';
export { createProExpiryReminders, scheduleProExpiryReminders } from './pro-expiry-reminders.ts';
export { createSubscriptionsRepository, type SubscriptionsRepository } from './subscriptions.repository.ts';
export { subscriptionsRoutes } from './subscriptions.routes.ts';
export { createSubscriptionsService } from './subscriptions.service.ts';
