import type { Database } from '../../db/client.ts';
import { createHiringPartiesRepository, missingParty } from '../hiring/index.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { shootStepNotices } from './shoot-booking-notices.ts';
import { type ShootStep, takeShootStep } from './shoot-booking-steps.ts';
import { createShootBookingsRepository } from './shoot-bookings.repository.ts';

export interface FundShootBookingFromWallet {
  bookingId: string;
  payerId: string;
  /** Exactly-once key of the movement, e.g. 'payment:<id>:shoot'. */
  reference: string;
  paymentId?: string | null;
  /** settings.PLATFORM_FEE_BPS, read before the transaction; frozen on the booking. */
  feeBps: number;
  now?: Date;
}

/**
 * For a payment's settlement (payments/payment-settlement.ts), inside its transaction, after the
 * payment's money reached the payer's wallet: pays the booking from that wallet into its escrow
 * (the 'pay' step by 'system'). { funded: false } and nothing thrown when the booking is gone, no
 * longer awaiting payment (its hold ran out and it was cancelled) or not the payer's: the money
 * then stays in the wallet. Send the notifications after the transaction commits.
 */
export async function fundShootBookingFromWalletInTx(tx: Database, input: FundShootBookingFromWallet): Promise<{ funded: boolean; notifications: NotificationInput[] }> {
  const row = await createShootBookingsRepository(tx).lock(input.bookingId);
  if (!row || row.status !== 'awaiting_payment' || row.buyerId !== input.payerId) return { funded: false, notifications: [] };
  const step: ShootStep = {
    action: 'pay',
    actor: 'system',
    actorId: input.payerId,
    now: input.now ?? new Date(),
    payment: { reference: input.reference, paymentId: input.paymentId ?? null, feeBps: input.feeBps },
  };
  const result = await takeShootStep(tx, null, row, step);
  if (!result.applied) return { funded: false, notifications: [] };
  const found = await createHiringPartiesRepository(tx).load([row.buyerId, row.photographerId]);
  const name = (id: string) => (found.get(id) ?? missingParty(id)).name;
  return { funded: true, notifications: shootStepNotices(result, step, { buyer: name(row.buyerId), photographer: name(row.photographerId) }) };
}
