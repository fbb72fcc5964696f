import { z } from 'zod';
import { dateInput } from '../input/date-input.ts';
import { intInput, MONEY_CENTS_MAX } from '../input/number-input.ts';
import { secretInput, textInput } from '../input/text-input.ts';
import { normalizePixKey, pixKeyTypes } from './pix-key.ts';

/**
 * The wallet (docs/product.md "Wallet and transactions"): a balance derived from the double-entry
 * ledger, every movement of it, and withdrawals to a Pix key. Integer centavos throughout.
 */

/** GET /api/wallet → the signed-in user's balance. */
export const walletViewSchema = z.object({
  balance_cents: z.number().int(),
  /** Money waiting for an admin to pay out (withdrawals requested, not yet paid or refused). */
  pending_withdrawal_cents: z.number().int(),
  min_withdrawal_cents: z.number().int(),
});
export type WalletView = z.infer<typeof walletViewSchema>;

/** What a movement was, as Transações shows and filters it. */
export const walletMovementKinds = [
  'topup',
  'contract_funding',
  'escrow_release',
  'escrow_refund',
  'platform_fee',
  'pro_purchase',
  'withdrawal',
  'withdrawal_refused',
  'payment_reversal',
  'shoot_payment',
  'shoot_release',
  'shoot_refund',
] as const;
export type WalletMovementKind = (typeof walletMovementKinds)[number];

export const walletMovementKindLabels: Record<WalletMovementKind, string> = {
  topup: 'Saldo adicionado',
  contract_funding: 'Pagamento de contratação',
  escrow_release: 'Recebimento de contratação',
  escrow_refund: 'Reembolso de contratação',
  platform_fee: 'Taxa da plataforma',
  pro_purchase: 'Assinatura PRO',
  withdrawal: 'Saque via Pix',
  withdrawal_refused: 'Saque devolvido',
  payment_reversal: 'Estorno de pagamento',
  shoot_payment: 'Pagamento de ensaio',
  shoot_release: 'Recebimento de ensaio',
  shoot_refund: 'Reembolso de ensaio',
};

/** One movement of the user's wallet: positive comes in, negative goes out. */
export const walletTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(walletMovementKinds),
  description: z.string(),
  amount_cents: z.number().int(),
  /** The wallet's balance right after this movement. */
  balance_after_cents: z.number().int(),
  created_at: z.string(),
  contract_id: z.uuid().nullable(),
  payment_id: z.uuid().nullable(),
  withdrawal_id: z.uuid().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

const isoDate = dateInput();

/**
 * GET /api/wallet/transactions?kind=&direction=&from=&to=&cursor=&limit= → newest first, keyset
 * pages. GET /api/wallet/transactions.csv with the same filters → every matching row as CSV
 * (semicolon-separated, pt-BR decimals, UTF-8 with BOM so Excel opens it right).
 */
export const walletTransactionsQuerySchema = z
  .object({
    kind: z.enum(walletMovementKinds).optional(),
    direction: z.enum(['in', 'out']).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    cursor: textInput({ max: 200 }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type WalletTransactionsQuery = z.input<typeof walletTransactionsQuerySchema>;

export const walletTransactionsPageSchema = z.object({ items: z.array(walletTransactionSchema), next_cursor: z.string().nullable() });
export type WalletTransactionsPage = z.infer<typeof walletTransactionsPageSchema>;

export const withdrawalStatuses = ['requested', 'paid', 'refused'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = { requested: 'Solicitado', paid: 'Pago', refused: 'Recusado' };

/**
 * POST /api/wallet/withdrawals (Idempotency-Key header; a sign-in in the last 10 minutes or the
 * current password, docs/security.md #5) → 201 withdrawalView. The amount leaves the balance at once and
 * comes back if an admin refuses.
 */
export const requestWithdrawalBodySchema = z
  .object({
    amount_cents: intInput({
      min: 1,
      max: MONEY_CENTS_MAX,
      message: 'Informe o valor em centavos.',
      tooSmall: 'Informe um valor maior que zero.',
      tooBig: 'Valor acima do permitido.',
    }),
    pix_key_type: z.enum(pixKeyTypes, { message: 'Escolha o tipo de chave Pix.' }),
    pix_key: textInput({ max: 100, min: 1, required: 'Informe a chave Pix.' }),
    currentPassword: secretInput(128, { required: 'Informe sua senha atual.' }).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const normalized = normalizePixKey(body.pix_key_type, body.pix_key);
    if (!normalized.ok) ctx.addIssue({ code: 'custom', path: ['pix_key'], message: normalized.message });
  });
export type RequestWithdrawalBody = z.input<typeof requestWithdrawalBodySchema>;

export const withdrawalViewSchema = z.object({
  id: z.uuid(),
  amount_cents: z.number().int(),
  pix_key_type: z.enum(pixKeyTypes),
  /** Masked for the owner's lists; the admin queue shows it whole. */
  pix_key: z.string(),
  status: z.enum(withdrawalStatuses),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;

/** GET /api/wallet/withdrawals → the user's own, newest first. */
export const withdrawalsListSchema = z.object({ items: z.array(withdrawalViewSchema) });

/** Admin queue: GET /api/admin/withdrawals?status=requested&cursor= ; POST /api/admin/withdrawals/:id/pay | /refuse { reason }. */
export const adminWithdrawalSchema = withdrawalViewSchema.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), profile_slug: z.string().nullable() }),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalsQuerySchema = z
  .object({
    status: z.enum(withdrawalStatuses).optional(),
    cursor: textInput({ max: 200 }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const adminWithdrawalsPageSchema = z.object({ items: z.array(adminWithdrawalSchema), next_cursor: z.string().nullable() });
export const decideWithdrawalBodySchema = z
  .object({
    reason: textInput({ max: 500, min: 3, required: 'Explique o motivo (mínimo 3 caracteres).', tooShort: 'Explique o motivo (mínimo 3 caracteres).' }),
  })
  .strict();

/**
 * MIN_WITHDRAWAL_CENTS holds unless the withdrawal takes the whole balance: money under the
 * minimum must never be stuck in a wallet (nor keep its owner from deleting the account).
 */
export function meetsWithdrawalMinimum(amountCents: number, balanceCents: number, minCents: number): boolean {
  return amountCents >= minCents || amountCents === balanceCents;
}
