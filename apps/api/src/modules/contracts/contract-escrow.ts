import { notificationTitle, platformFeeCents } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { formatCentavosInText } from '../../lib/money-text.ts';
import { createHiringPartiesRepository, createHiringTransitionsRepository } from '../hiring/index.ts';
import { createLedgerRepository } from '../ledger/index.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { type ContractRow, createContractsRepository } from './contracts.repository.ts';

/*
 * Final signature (engineer B calls it inside its settlement transaction, after the payment's
 * money reached the payer's wallet; read settings.PLATFORM_FEE_BPS BEFORE opening the transaction):
 *   fundContractFromWalletInTx(tx, { contractId, payerId, reference, paymentId?, feeBps, now? })
 *     : Promise<{ funded: boolean; notifications: NotificationInput[] }>
 * { funded: false } (nothing thrown, the money stays in the wallet) when the contract is gone, no
 * longer awaiting_payment, or the payer is not its owner. Throws INSUFFICIENT_BALANCE when the
 * wallet is short. Send the notifications after the transaction commits.
 */

export const ownerContractsLink = '/dashboard?tab=my-contracts';
export const modelContractsLink = '/dashboard?tab=proposals';
export const contractLinkFor = (contract: { modelId: string }, userId: string) => (userId === contract.modelId ? modelContractsLink : ownerContractsLink);

export interface FundFromWallet {
  contractId: string;
  payerId: string;
  /** Exactly-once key of the movement, e.g. 'payment:<id>:fund' or 'contract:<id>:fund'. */
  reference: string;
  paymentId?: string | null;
  /** settings.PLATFORM_FEE_BPS, read before the transaction; stored on the contract. */
  feeBps: number;
  now?: Date;
}

/**
 * Moves a locked awaiting_payment contract's amount from its owner's wallet into its escrow and
 * marks it funded (fee_bps frozen, funded_at, 'fund' transition). The caller has checked the
 * state and the payer.
 */
export async function fundLockedContract(
  tx: Database,
  row: ContractRow,
  input: Omit<FundFromWallet, 'contractId'> & { actorRole?: 'owner' | 'system' },
): Promise<NotificationInput[]> {
  const at = input.now ?? new Date();
  const posted = await createLedgerRepository(tx).postTransfer({
    kind: 'contract_funding',
    reference: input.reference,
    description: `Pagamento de contratação: "${row.title}"`,
    initiatedBy: input.payerId,
    paymentId: input.paymentId ?? null,
    contractId: row.id,
    entries: [
      { account: { kind: 'user_wallet', userId: row.ownerId }, amountCents: -row.amountCents },
      { account: { kind: 'escrow', contractId: row.id }, amountCents: row.amountCents },
    ],
  });
  if (!posted) return [];
  await createContractsRepository(tx).update(row.id, { status: 'funded', fundedAt: at, feeBps: input.feeBps });
  await createHiringTransitionsRepository(tx).record({
    entity: 'contract',
    entityId: row.id,
    action: 'fund',
    fromState: row.status,
    toState: 'funded',
    actorId: input.payerId,
    // A payment's settlement is the platform acting; paying from the wallet is the owner's own step.
    actorRole: input.actorRole ?? 'system',
  });
  // Paid is when the model is hired: told so in the model's own gender.
  const model = (await createHiringPartiesRepository(tx).load([row.modelId])).get(row.modelId);
  return [
    {
      userId: row.modelId,
      type: 'contract_funded',
      title: notificationTitle('contract_funded', model?.gender),
      body: `O contrato "${row.title}" foi pago: ${formatCentavosInText(row.amountCents)} estão retidos e serão liberados para você quando o trabalho for concluído.`,
      link: modelContractsLink,
    },
  ];
}

/** See the signature at the top of this file. */
export async function fundContractFromWalletInTx(tx: Database, input: FundFromWallet): Promise<{ funded: boolean; notifications: NotificationInput[] }> {
  const row = await createContractsRepository(tx).lock(input.contractId);
  if (!row || row.status !== 'awaiting_payment' || row.ownerId !== input.payerId) return { funded: false, notifications: [] };
  const notifications = await fundLockedContract(tx, row, input);
  return { funded: notifications.length > 0, notifications };
}

/** The fee the contract pays on `amountCents`: its fee_bps frozen at funding, rounded down. */
export function feeOn(row: ContractRow, amountCents: number): number {
  return platformFeeCents(amountCents, row.feeBps ?? 0);
}

/**
 * Pays `shareCents` of a funded (or disputed) contract's escrow to the model, less the platform
 * fee on that share: escrow -net → model wallet (kind 'escrow_release', what Transações shows her
 * as 'Recebimento de contratação'), escrow -fee → platform revenue (kind 'platform_fee').
 */
async function releaseToModel(tx: Database, row: ContractRow, shareCents: number, initiatedBy: string | null): Promise<void> {
  const fee = feeOn(row, shareCents);
  const net = shareCents - fee;
  const feeText = fee > 0 ? ` (${formatCentavosInText(shareCents)} menos taxa da plataforma de ${formatCentavosInText(fee)})` : '';
  const ledger = createLedgerRepository(tx);
  if (net > 0) {
    await ledger.postTransfer({
      kind: 'escrow_release',
      reference: `contract:${row.id}:release`,
      description: `Recebimento de contratação: "${row.title}"${feeText}`,
      initiatedBy,
      contractId: row.id,
      entries: [
        { account: { kind: 'escrow', contractId: row.id }, amountCents: -net },
        { account: { kind: 'user_wallet', userId: row.modelId }, amountCents: net },
      ],
    });
  }
  if (fee > 0) {
    await ledger.postTransfer({
      kind: 'platform_fee',
      reference: `contract:${row.id}:fee`,
      description: `Taxa da plataforma: "${row.title}" (${(row.feeBps ?? 0) / 100}% de ${formatCentavosInText(shareCents)})`,
      initiatedBy,
      contractId: row.id,
      entries: [
        { account: { kind: 'escrow', contractId: row.id }, amountCents: -fee },
        { account: { kind: 'platform_revenue' }, amountCents: fee },
      ],
    });
  }
}

/** Gives `cents` of the escrow back to the contract's owner (kind 'escrow_refund'). */
async function refundToOwner(tx: Database, row: ContractRow, cents: number, initiatedBy: string | null): Promise<void> {
  if (cents <= 0) return;
  await createLedgerRepository(tx).postTransfer({
    kind: 'escrow_refund',
    reference: `contract:${row.id}:refund`,
    description: `Reembolso de contratação: "${row.title}"`,
    initiatedBy,
    contractId: row.id,
    entries: [
      { account: { kind: 'escrow', contractId: row.id }, amountCents: -cents },
      { account: { kind: 'user_wallet', userId: row.ownerId }, amountCents: cents },
    ],
  });
}

/** Completion (or an admin's 'release'): the whole amount to the model, less the fee. Inside the caller's transaction. */
export async function releaseEscrowInTx(tx: Database, row: ContractRow, initiatedBy: string | null): Promise<void> {
  await releaseToModel(tx, row, row.amountCents, initiatedBy);
}

/** Refund (by the model, or an admin's 'refund'): the whole amount back to the owner. */
export async function refundEscrowInTx(tx: Database, row: ContractRow, initiatedBy: string | null): Promise<void> {
  await refundToOwner(tx, row, row.amountCents, initiatedBy);
}

/** An admin's 'split': modelShareCents (≤ amount) to the model less the fee on it, the rest to the owner. */
export async function splitEscrowInTx(tx: Database, row: ContractRow, modelShareCents: number, initiatedBy: string | null): Promise<void> {
  if (!Number.isSafeInteger(modelShareCents) || modelShareCents <= 0 || modelShareCents > row.amountCents) {
    throw new Error(`split share ${modelShareCents} outside 1..${row.amountCents}`);
  }
  await releaseToModel(tx, row, modelShareCents, initiatedBy);
  await refundToOwner(tx, row, row.amountCents - modelShareCents, initiatedBy);
}
