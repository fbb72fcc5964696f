import {
  type HiringActor,
  SHOOT_ACCEPT_HOURS,
  SHOOT_AUTO_RELEASE_DAYS,
  type ShootBookingAction,
  shootBookingGraph,
  shootCancellationOutcome,
} from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue/job-queue.ts';
import { createHiringTransitionsRepository, requireTransition } from '../hiring/index.ts';
import { createShootBookingsRepository, type ShootBookingRow } from './shoot-bookings.repository.ts';
import { enqueueShootDeadline } from './shoot-deadline-jobs.ts';
import { moveWalletToShootEscrow, settleShootEscrow } from './shoot-escrow.ts';

export type ShootActor = Extract<HiringActor, 'buyer' | 'photographer' | 'admin' | 'system'>;

export interface ShootStep {
  action: ShootBookingAction;
  actor: ShootActor;
  /** Null for the platform itself. */
  actorId: string | null;
  now: Date;
  /** pay: the ledger reference and payment; the fee in force. */
  payment?: { reference: string; paymentId?: string | null; feeBps: number };
  delivery?: { link: string | null; note: string };
  reason?: string;
  /** resolve_split: the photographer's share. */
  photographerShareCents?: number;
}

/** What a step did: the booking before it, its new state and the money it moved. */
export interface ShootStepResult {
  before: ShootBookingRow;
  to: ShootBookingRow['status'];
  /** Back to the buyer. */
  refundCents: number;
  /** To the photographer before the fee. */
  photographerShareCents: number;
  /** False when a payment's money had already been posted (nothing changed). */
  applied: boolean;
}

const HOUR_MS = 3_600_000;

/** The photographer's share of the escrow a closing step gives (the rest goes back to the buyer). */
function shareOf(row: ShootBookingRow, step: ShootStep): number {
  switch (step.action) {
    case 'confirm':
    case 'auto_release':
    case 'resolve_release':
      return row.totalCents;
    case 'resolve_split':
      return step.photographerShareCents ?? 0;
    case 'cancel': {
      if (row.status === 'awaiting_payment') return 0;
      // The photographer, an admin or the platform cancelling gives everything back; the buyer by the notice rule.
      if (step.actor !== 'buyer') return 0;
      return shootCancellationOutcome({ by: 'buyer', totalCents: row.totalCents, startsAt: row.startsAt, now: step.now, feeBps: row.feeBps ?? 0 })
        .photographerShareCents;
    }
    default:
      return 0;
  }
}

const closingActions: ReadonlySet<ShootBookingAction> = new Set(['decline', 'expire', 'confirm', 'auto_release', 'cancel', 'resolve_release', 'resolve_refund', 'resolve_split']);

/**
 * Takes one step of the booking graph on a booking locked by the caller's transaction: checks the
 * graph (409 otherwise), moves the money, writes the new state and its dates, logs the step, and
 * writes the job of the next deadline (when `jobs` is given). The one place a booking changes state.
 */
export async function takeShootStep(tx: Database, jobs: Pick<JobQueue, 'enqueue'> | null, row: ShootBookingRow, step: ShootStep): Promise<ShootStepResult> {
  const to = requireTransition({ graph: shootBookingGraph, action: step.action, from: row.status, actor: step.actor });
  const changes: Partial<ShootBookingRow> = { status: to };
  let share = 0;
  let refund = 0;

  if (step.action === 'pay') {
    const payment = step.payment;
    if (!payment) throw new Error('pay needs the payment');
    const posted = await moveWalletToShootEscrow(tx, row, payment);
    if (!posted) return { before: row, to: row.status, refundCents: 0, photographerShareCents: 0, applied: false };
    const acceptBy = new Date(step.now.getTime() + SHOOT_ACCEPT_HOURS * HOUR_MS);
    Object.assign(changes, { fundedAt: step.now, feeBps: payment.feeBps, acceptBy });
    // Without the queue at hand (a payment's settlement), the hold's job writes this one when it runs.
    if (jobs) await enqueueShootDeadline(jobs, tx, { bookingId: row.id, step: 'accept' }, acceptBy);
  } else if (closingActions.has(step.action)) {
    const paid = row.status !== 'awaiting_payment';
    share = shareOf(row, step);
    refund = paid ? row.totalCents - share : 0;
    // Fee frozen at payment: settleShootEscrow reads row.feeBps.
    if (paid) await settleShootEscrow(tx, row, share, step.actorId);
    if (to === 'completed') changes.completedAt = step.now;
    else {
      Object.assign(changes, { cancelledAt: step.now, cancelledBy: step.actor, cancelReason: step.reason ?? '', refundCents: refund });
    }
  } else if (step.action === 'accept') {
    changes.acceptedAt = step.now;
  } else if (step.action === 'deliver') {
    const autoReleaseAt = new Date(step.now.getTime() + SHOOT_AUTO_RELEASE_DAYS * 24 * HOUR_MS);
    Object.assign(changes, { deliveredAt: step.now, deliveryLink: step.delivery?.link ?? null, deliveryNote: step.delivery?.note ?? '', autoReleaseAt });
    if (jobs) await enqueueShootDeadline(jobs, tx, { bookingId: row.id, step: 'release' }, autoReleaseAt);
  } else if (step.action === 'dispute') {
    if (step.actor !== 'buyer' && step.actor !== 'photographer') throw new Error('only a side disputes');
    Object.assign(changes, { disputeReason: step.reason ?? '', disputedBy: step.actor, disputedAt: step.now });
  }

  await createShootBookingsRepository(tx).update(row.id, changes);
  await createHiringTransitionsRepository(tx).record({
    entity: 'shoot_booking',
    entityId: row.id,
    action: step.action,
    fromState: row.status,
    toState: to,
    actorId: step.actorId,
    actorRole: step.actor,
  });
  return { before: row, to, refundCents: refund, photographerShareCents: share, applied: true };
}
