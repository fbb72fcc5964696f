/**
 * Mercado Pago's payment statuses (docs/payments.md "Statuses"); the sandbox answers with the same.
 * docs/product.md "Spec 4"'s modal treats approved, in_process and pending as a successful submission; money moves
 * in our ledger only when a payment is approved.
 */
export const paymentStatuses = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** docs/product.md "Spec 4": these statuses end the modal on its success screen. */
export const submissionSucceededStatuses: ReadonlySet<PaymentStatus> = new Set(['approved', 'in_process', 'pending']);

/** Nothing more will happen to a payment in these, except a refund or chargeback after approval. */
export const finalPaymentStatuses: ReadonlySet<PaymentStatus> = new Set(['rejected', 'cancelled', 'refunded', 'charged_back']);

/**
 * Notifications arrive duplicated and out of order (docs/payments.md "Webhooks"): a stored status only
 * moves forward. Rank decides: a later notification with a lower rank is ignored.
 */
const statusRank: Record<PaymentStatus, number> = {
  pending: 0,
  in_process: 1,
  authorized: 2,
  in_mediation: 4,
  approved: 3,
  rejected: 5,
  cancelled: 5,
  refunded: 6,
  charged_back: 6,
};

/** Whether a payment stored as `from` may take the provider's newer status `to`. */
export function isForwardPaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to) return false;
  if (finalPaymentStatuses.has(from)) return false;
  // Refunds and chargebacks only follow an approval (or a mediation of an approved payment).
  if ((to === 'refunded' || to === 'charged_back') && from !== 'approved' && from !== 'in_mediation') return false;
  return statusRank[to] > statusRank[from];
}

/** What the payer reads for each status (Transações, the Pix screen). */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Aguardando pagamento',
  approved: 'Aprovado',
  authorized: 'Autorizado',
  in_process: 'Em análise',
  in_mediation: 'Em disputa',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
  charged_back: 'Estornado',
};
