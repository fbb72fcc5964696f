import { z } from 'zod';
import { intInput, MONEY_CENTS_MAX } from '../input/number-input.ts';
import { textInput } from '../input/text-input.ts';

/**
 * Escrow for contracts (docs/product.md "Proposals and contracts"): the contractor funds a contract in
 * awaiting_payment from the wallet or by a direct payment (purpose 'contract_funding'); the money
 * waits in the contract's escrow account; completion releases it to the model less the platform
 * fee (PLATFORM_FEE_BPS at funding time, stored on the contract); cancellation refunds; either party
 * may dispute while funded and an admin resolves by release, refund or split.
 */

/** POST /api/contracts/:contractId/fund-with-wallet (Idempotency-Key) → 200 contract view. */
export const fundContractWithWalletBodySchema = z.object({}).strict().nullish();

/** POST /api/contracts/:contractId/dispute { reason } → 200 contract view (a shoot booking's dispute too). */
export const openDisputeBodySchema = z
  .object({
    reason: textInput({
      max: 2000,
      min: 10,
      required: 'Conte o que aconteceu (mínimo 10 caracteres).',
      tooShort: 'Conte o que aconteceu (mínimo 10 caracteres).',
    }),
  })
  .strict();

export const disputeOutcomes = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];
export const disputeOutcomeLabels: Record<DisputeOutcome, string> = {
  release: 'Liberar tudo para a modelo',
  refund: 'Reembolsar tudo ao contratante',
  split: 'Dividir o valor',
};

/**
 * POST /api/admin/contracts/:contractId/resolve → 200. 'split' gives model_share_cents to the model
 * (less the fee on that share) and the rest back to the contractor.
 */
export const resolveDisputeBodySchema = z
  .object({
    outcome: z.enum(disputeOutcomes),
    model_share_cents: intInput({ min: 1, max: MONEY_CENTS_MAX, message: 'Informe quanto vai para a modelo, em centavos.' }).optional(),
    reason: textInput({ max: 500, min: 3, required: 'Explique o motivo (mínimo 3 caracteres).', tooShort: 'Explique o motivo (mínimo 3 caracteres).' }),
  })
  .strict()
  .refine((body) => body.outcome !== 'split' || body.model_share_cents !== undefined, {
    path: ['model_share_cents'],
    message: 'Informe quanto vai para a modelo.',
  });
export type ResolveDisputeBody = z.input<typeof resolveDisputeBodySchema>;

/** The platform fee on an amount, rounded down to the centavo (the model never loses a rounding). */
export function platformFeeCents(amountCents: number, feeBps: number): number {
  return Math.floor((amountCents * feeBps) / 10_000);
}

/** Who opened a dispute, and each party with her email, as the admin's dispute lists show them. */
export const disputeOpenerSchema = z.object({ id: z.string(), name: z.string() });
export const disputePartySchema = disputeOpenerSchema.extend({ email: z.string() });

/** GET /api/admin/disputes → contracts in 'disputed' with both parties and the reason. */
export const adminDisputeSchema = z.object({
  contract_id: z.uuid(),
  title: z.string(),
  amount_cents: z.number().int(),
  fee_bps: z.number().int(),
  reason: z.string(),
  opened_by: disputeOpenerSchema,
  contractor: disputePartySchema,
  model: disputePartySchema,
  opened_at: z.string(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputesListSchema = z.object({ items: z.array(adminDisputeSchema) });
