import type { PaymentStatus } from './payment-statuses.ts';

/**
 * The sandbox honours Mercado Pago's test cards (docs/payments.md "Test cards"): the card holder's name
 * decides the outcome, so the same e2e tests would run against Mercado Pago's own sandbox. Any
 * other name is approved, as a real card with funds would be.
 */
export const sandboxCardOutcomes: Record<string, { status: PaymentStatus; status_detail: string }> = {
  APRO: { status: 'approved', status_detail: 'accredited' },
  CONT: { status: 'in_process', status_detail: 'pending_contingency' },
  OTHE: { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
  CALL: { status: 'rejected', status_detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_other' },
};

export function sandboxCardOutcome(holderName: string): { status: PaymentStatus; status_detail: string } {
  const first = holderName.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  return sandboxCardOutcomes[first] ?? { status: 'approved', status_detail: 'accredited' };
}
