import { z } from 'zod';
import { secretInput, textInput } from '../input/text-input.ts';
import { PASSWORD_MAX_LENGTH } from '../auth/sign-up.ts';

/**
 * LGPD (docs/security.md #21, docs/product.md "Accounts"): a person downloads everything stored about
 * them and deletes their account from Configurações.
 */

const currentPassword = secretInput(PASSWORD_MAX_LENGTH, { required: 'Informe sua senha atual.' });

/**
 * POST /api/auth/export-data → 200, a JSON file (Content-Disposition attachment) with one section
 * per kind of data. Without the current password the session must be less than 10 minutes old
 * (docs/security.md #5), else 403 RECENT_SIGN_IN_REQUIRED.
 */
export const exportDataBodySchema = z.object({ currentPassword: currentPassword.optional() }).strict().nullish();
export type ExportDataBody = z.input<typeof exportDataBodySchema>;

/** What the person types to confirm, so a slip of the finger deletes nothing. */
export const ACCOUNT_DELETION_CONFIRMATION = 'EXCLUIR';

/**
 * POST /api/auth/delete-account → 200 `{ success: true }` and the session cookie cleared: the
 * personal data is erased or anonymised at once; money records stay (they are owed to the tax
 * authorities) under an anonymous name. Always needs the current password. Refused with 409
 * ACCOUNT_DELETION_BLOCKED while something of the person's is still running (details: blockers).
 */
export const deleteAccountBodySchema = z
  .object({
    currentPassword,
    confirmation: textInput({ max: 20, required: `Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar.` }).refine(
      (typed) => typed.trim().toUpperCase() === ACCOUNT_DELETION_CONFIRMATION,
      `Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar.`,
    ),
  })
  .strict();
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** Why an account cannot be deleted yet; each comes with its Portuguese sentence in `message`. */
export const accountDeletionBlockers = ['wallet_balance', 'withdrawal_pending', 'contract_open'] as const;
export type AccountDeletionBlocker = (typeof accountDeletionBlockers)[number];
export interface AccountDeletionBlockerDetail {
  blocker: AccountDeletionBlocker;
  message: string;
}

/** GET /api/auth/delete-account: what stops the deletion now (an empty list: nothing). */
export const accountDeletionCheckSchema = z.object({
  blockers: z.array(z.object({ blocker: z.enum(accountDeletionBlockers), message: z.string() })),
});
export type AccountDeletionCheck = z.infer<typeof accountDeletionCheckSchema>;
