import { shootBoletoHoldUntil } from '@passarela/shared';
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

/**
 * For a payment's settlement, inside its transaction, when the provider issued a boleto for a
 * booking: the booking keeps its slot until the boleto can be confirmed (shootBoletoHoldUntil,
 * docs/payments.md "Shoot bookings"). The hold's job, when it runs before the new end, writes the
 * job for it (the settlement has no queue at hand). Nothing happens to a booking no longer awaiting
 * payment or not the payer's.
 */
export async function holdShootBookingForBoletoInTx(tx: Database, input: { bookingId: string; payerId: string; dueAt: Date }): Promise<void> {
  const bookings = createShootBookingsRepository(tx);
  const row = await bookings.lock(input.bookingId);
  if (!row || row.status !== 'awaiting_payment' || row.buyerId !== input.payerId) return;
  const payBy = shootBoletoHoldUntil({ dueAt: input.dueAt, startsAt: row.startsAt, payBy: row.payBy });
  if (payBy.getTime() !== row.payBy.getTime()) await bookings.update(row.id, { payBy });
}
