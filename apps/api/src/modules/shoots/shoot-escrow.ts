import { platformFeeCents } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { formatCentavosInText } from '../../lib/money-text.ts';
import { createLedgerRepository } from '../ledger/index.ts';
import type { ShootBookingRow } from './shoot-bookings.repository.ts';

/**
 * A shoot booking's money in the ledger (docs/payments.md "Shoot bookings"). The booking has its
 * own escrow account; every movement has a reference unique to the booking and its purpose, so a
 * retried job, a replayed webhook or two instances racing post it once:
 *   shoot:<id>:pay      buyer wallet -> escrow            (kind shoot_payment)
 *   shoot:<id>:release  escrow -> photographer wallet     (kind shoot_release, net of the fee)
 *   shoot:<id>:fee      escrow -> platform revenue        (kind platform_fee)
 *   shoot:<id>:refund   escrow -> buyer wallet            (kind shoot_refund)
 * Every function runs inside the caller's transaction, with the booking row locked.
 */

const escrowOf = (row: ShootBookingRow) => ({ kind: 'escrow', shootBookingId: row.id }) as const;

/** The buyer's wallet pays the booking's total into its escrow. False when this reference was already posted. */
export async function moveWalletToShootEscrow(tx: Database, row: ShootBookingRow, move: { reference: string; paymentId?: string | null }): Promise<boolean> {
  return createLedgerRepository(tx).postTransfer({
    kind: 'shoot_payment',
    reference: move.reference,
    description: `Pagamento de ensaio: "${row.title}"`,
    initiatedBy: row.buyerId,
    paymentId: move.paymentId ?? null,
    shootBookingId: row.id,
    entries: [
      { account: { kind: 'user_wallet', userId: row.buyerId }, amountCents: -row.totalCents },
      { account: escrowOf(row), amountCents: row.totalCents },
    ],
  });
}

/** The photographer's part of the escrow: `grossCents` less the fee frozen at payment. */
export function photographerNet(row: ShootBookingRow, grossCents: number): number {
  return grossCents - platformFeeCents(grossCents, row.feeBps ?? 0);
}

/**
 * Settles the escrow: `toPhotographerCents` to the photographer less the platform fee on it, the
 * rest back to the buyer. Release is (total, 0); a refund is (0, total); a late cancellation or an
 * admin's split anything between.
 */
export async function settleShootEscrow(tx: Database, row: ShootBookingRow, toPhotographerCents: number, initiatedBy: string | null): Promise<void> {
  if (!Number.isSafeInteger(toPhotographerCents) || toPhotographerCents < 0 || toPhotographerCents > row.totalCents) {
    throw new Error(`shoot share ${toPhotographerCents} outside 0..${row.totalCents}`);
  }
  const ledger = createLedgerRepository(tx);
  const fee = platformFeeCents(toPhotographerCents, row.feeBps ?? 0);
  const net = toPhotographerCents - fee;
  const back = row.totalCents - toPhotographerCents;
  const common = { initiatedBy, shootBookingId: row.id };
  if (net > 0) {
    const feeNote = fee > 0 ? ` (${formatCentavosInText(toPhotographerCents)} menos taxa da plataforma de ${formatCentavosInText(fee)})` : '';
    await ledger.postTransfer({
      ...common,
      kind: 'shoot_release',
      reference: `shoot:${row.id}:release`,
      description: `Recebimento de ensaio: "${row.title}"${feeNote}`,
      entries: [
        { account: escrowOf(row), amountCents: -net },
        { account: { kind: 'user_wallet', userId: row.photographerId }, amountCents: net },
      ],
    });
  }
  if (fee > 0) {
    await ledger.postTransfer({
      ...common,
      kind: 'platform_fee',
      reference: `shoot:${row.id}:fee`,
      description: `Taxa da plataforma: ensaio "${row.title}" (${(row.feeBps ?? 0) / 100}% de ${formatCentavosInText(toPhotographerCents)})`,
      entries: [
        { account: escrowOf(row), amountCents: -fee },
        { account: { kind: 'platform_revenue' }, amountCents: fee },
      ],
    });
  }
  if (back > 0) {
    await ledger.postTransfer({
      ...common,
      kind: 'shoot_refund',
      reference: `shoot:${row.id}:refund`,
      description: `Reembolso de ensaio: "${row.title}"`,
      entries: [
        { account: escrowOf(row), amountCents: -back },
        { account: { kind: 'user_wallet', userId: row.buyerId }, amountCents: back },
      ],
    });
  }
}
