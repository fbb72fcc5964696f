/**
 * Every kind of notification (docs/product.md "Notifications"), money events included.
 */
/** Every step of a shoot booking: each is a decision or a money movement, so each is also emailed. */
const shootNotificationTypes = [
  'shoot_booked',
  'shoot_accepted',
  'shoot_declined',
  'shoot_expired',
  'shoot_delivered',
  'shoot_released',
  'shoot_cancelled',
  'shoot_disputed',
  'shoot_dispute_resolved',
] as const;

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
  ...shootNotificationTypes,
  'message_received',
  'report_resolved',
  'moderation_warning',
  'moderation_hidden',
  'identity_approved',
  'identity_rejected',
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
  ...shootNotificationTypes,
  'message_received',
  'moderation_warning',
  'moderation_hidden',
  'identity_approved',
  'identity_rejected',
]);
