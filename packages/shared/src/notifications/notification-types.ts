/**
 * Every kind of notification (docs/product.md "Notifications"), money events included.
 */
export const notificationTypes = [
  'application_received',
  'application_shortlisted',
  'application_rejected',
  'application_hired',
  'application_withdrawn',
  'proposal_received',
  'proposal_accepted',
  'proposal_declined',
  'proposal_withdrawn',
  'contract_funded',
  'contract_completion_requested',
  'contract_completed',
  'contract_cancelled',
  'contract_disputed',
  'review_received',
  'review_replied',
  'contract_dispute_resolved',
  'payment_approved',
  'payment_failed',
  'withdrawal_paid',
  'withdrawal_refused',
  'pro_activated',
  'pro_expiring',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The ones that also go by email: a decision somebody is waiting for. */
export const emailedNotificationTypes: ReadonlySet<NotificationType> = new Set([
  'application_received',
  'application_hired',
  'proposal_received',
  'proposal_accepted',
  'contract_completed',
  'contract_cancelled',
  'contract_disputed',
  'review_received',
  'contract_dispute_resolved',
  'payment_approved',
  'payment_failed',
  'withdrawal_paid',
  'withdrawal_refused',
  'pro_expiring',
]);
