import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, emailInput, secretInput } from '../input/text-input.ts';
import { newPasswordInput, PASSWORD_MAX_LENGTH } from '../auth/sign-up.ts';

/**
 * Account self-service endpoints (issue 3): forgot/reset password, change password, change email,
 * sign out everywhere. Every sensitive one asks for the current password (docs/security.md #5).
 */

const email = emailInput(EMAIL_INVALID_MESSAGE);
const newPassword = newPasswordInput;
const currentPassword = secretInput(PASSWORD_MAX_LENGTH, { required: 'Informe sua senha atual.' });

/** Tokens of emailed links: long random strings, taken as sent. */
export const emailedTokenInput = secretInput(4096, { required: 'Link inválido.' });

/** POST /api/auth/forgot-password → 200 `{ sent: true }` whether or not the email exists (no enumeration). */
export const forgotPasswordBodySchema = z.object({ email }).strict();
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** Lifetime of the emailed reset link; it works once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * POST /api/auth/reset-password with the token from the emailed link (/redefinir-senha?token=...)
 * → 200 `{ success: true }`; ends every session of the account. Bad, used or expired token:
 * 400 RESET_TOKEN_INVALID.
 */
export const resetPasswordBodySchema = z.object({ token: emailedTokenInput, password: newPassword }).strict();
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/**
 * POST /api/auth/change-password → 200 `{ user }` (signedInResponseSchema) with a fresh session
 * cookie; every other session of the account ends. Wrong current password: 400 CURRENT_PASSWORD_INVALID.
 */
export const changePasswordBodySchema = z.object({ currentPassword, newPassword }).strict();
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/**
 * POST /api/auth/change-email → 200 `{ sent: true }`: a confirmation link goes to the NEW address;
 * the email changes only when it is opened (GET /api/auth/confirm-email-change?token=..., which
 * redirects to /dashboard?tab=settings&email=alterado or &email=link-invalido). The old address gets
 * a notice. Taken address: 409 EMAIL_TAKEN. Wrong password: 400 CURRENT_PASSWORD_INVALID.
 */
export const changeEmailBodySchema = z.object({ currentPassword, newEmail: email }).strict();
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

/** POST /api/auth/sign-out-everywhere → 200 `{ success: true }`: every session, this one included, ends. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export const sentResponseSchema = z.object({ sent: z.literal(true) });

/**
 * Optional body of POST /api/auth/sign-out-everywhere: without it the session must be less than
 * 10 minutes old (docs/security.md #5), else 403 RECENT_SIGN_IN_REQUIRED; with the current password
 * any session may do it.
 */
export const signOutEverywhereBodySchema = z.object({ currentPassword: currentPassword.optional() }).strict().nullish();
export type SignOutEverywhereBody = z.input<typeof signOutEverywhereBodySchema>;
