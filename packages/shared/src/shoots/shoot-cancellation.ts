import { platformFeeCents } from '../contracts/contract-money-api.ts';

/**
 * The cancellation rule of a paid booking (docs/product.md "Shoots"), written once: the web
 * shows what it gives before paying and before cancelling, the server applies it.
 * - The photographer cancels: the buyer gets everything back.
 * - The buyer cancels SHOOT_FULL_REFUND_NOTICE_HOURS or more before the shoot starts: everything back.
 * - The buyer cancels later: SHOOT_LATE_REFUND_PERCENT back; the rest goes to the photographer,
 *   less the platform fee on it.
 */
export const SHOOT_FULL_REFUND_NOTICE_HOURS = 48;
export const SHOOT_LATE_REFUND_PERCENT = 50;

export interface ShootCancellationInput {
  by: 'buyer' | 'photographer';
  totalCents: number;
  /** When the shoot starts (ISO string or Date). */
  startsAt: string | Date;
  now?: Date;
  /** The fee frozen on the booking at payment (basis points); 0 when unknown. */
  feeBps?: number;
}

export interface ShootCancellationOutcome {
  rule: 'full' | 'late';
  refundCents: number;
  /** What the photographer's share is before the fee, and after it. */
  photographerShareCents: number;
  photographerNetCents: number;
}

export function shootCancellationOutcome({ by, totalCents, startsAt, now = new Date(), feeBps = 0 }: ShootCancellationInput): ShootCancellationOutcome {
  const start = typeof startsAt === 'string' ? new Date(startsAt) : startsAt;
  const noticeMs = start.getTime() - now.getTime();
  const full = by === 'photographer' || noticeMs >= SHOOT_FULL_REFUND_NOTICE_HOURS * 3_600_000;
  if (full) return { rule: 'full', refundCents: totalCents, photographerShareCents: 0, photographerNetCents: 0 };
  // Rounded so the buyer never loses a centavo to rounding.
  const refundCents = Math.ceil((totalCents * SHOOT_LATE_REFUND_PERCENT) / 100);
  const share = totalCents - refundCents;
  return { rule: 'late', refundCents, photographerShareCents: share, photographerNetCents: share - platformFeeCents(share, feeBps) };
}

/** The sentence shown before paying (and on the booking page). */
export const shootCancellationPolicyText = `Cancelamento por você com ${SHOOT_FULL_REFUND_NOTICE_HOURS} horas ou mais de antecedência: reembolso total. Com menos de ${SHOOT_FULL_REFUND_NOTICE_HOURS} horas: reembolso de ${SHOOT_LATE_REFUND_PERCENT}%. Se o fotógrafo recusar, não responder em 48 horas ou cancelar, você recebe tudo de volta.`;
