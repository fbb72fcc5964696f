import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ChangeEmailBody, ChangePasswordBody, SessionUserView } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { EmailBranding } from '../../lib/mailer/email-layout.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import {
  apiErrorCode,
  type Auth,
  type AuthRepository,
  type ClientContext,
  isClientApiError,
  isCommonPassword,
  toSessionUserView,
  type WithCookies,
} from '../auth/index.ts';
import { type RateLimiter, rateLimitRules } from '../rate-limits/index.ts';
import type { EmailChangeRepository } from './email-change.repository.ts';
import { emailChangeConfirmationEmail, emailChangeNoticeEmail } from './email-change-emails.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** docs/security.md #5: without the password, a sensitive action needs a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const EMAIL_CHANGE_PREFIX = 'email-change:';
export const CONFIRM_EMAIL_CHANGE_PATH = '/api/auth/confirm-email-change';

export interface AccountSecurityDeps {
  auth: Auth;
  repository: AuthRepository;
  emailChanges: EmailChangeRepository;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  branding: () => Promise<EmailBranding>;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

function assertNotCommon(password: string, path: string) {
  if (isCommonPassword(password))
    throw new AppError('PASSWORD_TOO_COMMON', undefined, [{ location: 'body', path, message: 'Senha muito comum. Escolha outra.' }]);
}

/** Only the hash of an emailed token is stored: a database leak gives no usable link. */
function emailChangeIdentifier(token: string): string {
  return `${EMAIL_CHANGE_PREFIX}${createHash('sha256').update(token).digest('base64url')}`;
}

function emailChangeValuePrefix(userId: string): string {
  return `{"userId":${JSON.stringify(userId)},`;
}

/**
 * Password reset, password and email changes, signing out everywhere (docs/product.md "Accounts",
 * docs/security.md #3 to #5). better-auth keeps the passwords, sessions and reset tokens; the email
 * change is ours because its flow (link to the new address, notice to the old) is the product's.
 */
export function createAccountSecurityService(deps: AccountSecurityDeps) {
  const { auth, repository, emailChanges, rateLimiter, mailer, branding, logger } = deps;

  async function sessionView(userId: string): Promise<SessionUserView> {
    const row = await repository.findSessionUser(userId);
    if (!row) throw new AppError('UNAUTHENTICATED');
    return toSessionUserView(row);
  }

  async function verifyCurrentPassword(userId: string, password: string, client: ClientContext): Promise<void> {
    await rateLimiter.consume([{ rule: rateLimitRules.currentPasswordUser, subject: userId }]);
    try {
      await auth.api.verifyPassword({ body: { password }, headers: client.headers });
    } catch (error) {
      if (isClientApiError(error) && apiErrorCode(error) === 'INVALID_PASSWORD') throw new AppError('CURRENT_PASSWORD_INVALID');
      if (isClientApiError(error) && error.statusCode === 401) throw new AppError('UNAUTHENTICATED');
      throw error;
    }
  }

  /**
   * docs/security.md #5: the request's session began less than RECENT_SIGN_IN_MS ago, or the
   * current password is given (and right); else 403 RECENT_SIGN_IN_REQUIRED. Needs the session
   * cookie: the session's creation time is what counts.
   */
  async function confirmRecentSignIn(userId: string, currentPassword: string | undefined, client: ClientContext): Promise<void> {
    const current = await auth.api.getSession({ headers: client.headers, query: { disableRefresh: true } });
    if (!current || current.user.id !== userId) throw new AppError('UNAUTHENTICATED');
    if (currentPassword !== undefined) {
      await verifyCurrentPassword(userId, currentPassword, client);
    } else if (Date.now() - new Date(current.session.createdAt).getTime() > RECENT_SIGN_IN_MS) {
      throw new AppError('RECENT_SIGN_IN_REQUIRED');
    }
  }

  return {
    confirmRecentSignIn,

    /**
     * Always the same answer, whether the address has an account or not (no enumeration). The
     * email itself is sent by better-auth's hook in the background, so timing does not tell either.
     */
    async forgotPassword(email: string, client: ClientContext): Promise<void> {
      await rateLimiter.consume([
        { rule: rateLimitRules.forgotPasswordIp, subject: client.ip },
        { rule: rateLimitRules.forgotPasswordAccount, subject: email },
      ]);
      await auth.api.requestPasswordReset({ body: { email }, headers: client.headers });
    },

    /** Sets the new password from an emailed token (once); every session of the account ends. */
    async resetPassword(token: string, password: string, client: ClientContext): Promise<void> {
      await rateLimiter.consume([{ rule: rateLimitRules.resetPasswordIp, subject: client.ip }]);
      assertNotCommon(password, 'password');
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password }, headers: client.headers });
      } catch (error) {
        if (isClientApiError(error)) throw new AppError('RESET_TOKEN_INVALID');
        throw error;
      }
    },

    /** New password after checking the current one; this browser gets a new session, all others end. */
    async changePassword(userId: string, body: ChangePasswordBody, client: ClientContext): Promise<WithCookies<SessionUserView>> {
      assertNotCommon(body.newPassword, 'newPassword');
      await rateLimiter.consume([{ rule: rateLimitRules.currentPasswordUser, subject: userId }]);
      let changed: { headers: Headers };
      try {
        changed = await auth.api.changePassword({
          body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: true },
          headers: client.headers,
          returnHeaders: true,
        });
      } catch (error) {
        if (isClientApiError(error) && apiErrorCode(error) === 'INVALID_PASSWORD') throw new AppError('CURRENT_PASSWORD_INVALID');
        if (isClientApiError(error) && error.statusCode === 401) throw new AppError('UNAUTHENTICATED');
        throw error;
      }
      return { result: await sessionView(userId), setCookies: changed.headers.getSetCookie() };
    },

    /**
     * Sends a confirmation link to the new address and a notice to the old one; nothing changes
     * until the link is opened. A newer request replaces a pending one.
     */
    async requestEmailChange(userId: string, body: ChangeEmailBody, client: ClientContext): Promise<void> {
      const user = await repository.findSessionUser(userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      await verifyCurrentPassword(userId, body.currentPassword, client);
      const newEmail = body.newEmail.toLowerCase();
      if (newEmail === user.email.toLowerCase())
        throw new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path: 'newEmail', message: 'Este já é o seu email.' }]);
      if (await repository.findUserIdByEmail(newEmail)) throw new AppError('EMAIL_TAKEN');
      await rateLimiter.consume([
        { rule: rateLimitRules.emailChangeUser, subject: userId },
        { rule: rateLimitRules.verificationEmailIp, subject: client.ip },
      ]);

      const token = randomBytes(32).toString('base64url');
      await emailChanges.deleteVerificationsOfUser(EMAIL_CHANGE_PREFIX, emailChangeValuePrefix(userId));
      await emailChanges.insertVerification({
        id: randomUUID(),
        identifier: emailChangeIdentifier(token),
        // The key order is what deleteVerificationsOfUser matches on.
        value: JSON.stringify({ userId, newEmail }),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
      });
      const brand = await branding();
      const url = `${deps.publicUrl}${CONFIRM_EMAIL_CHANGE_PATH}?token=${encodeURIComponent(token)}`;
      await mailer.send(emailChangeConfirmationEmail(brand, newEmail, user.name, url));
      await mailer.send(emailChangeNoticeEmail(brand, user.email, user.name, newEmail));
    },

    /** Opens the link from the new address: the email changes (and counts as confirmed) or nothing does. */
    async confirmEmailChange(token: string): Promise<boolean> {
      const stored = await emailChanges.consumeVerification(emailChangeIdentifier(token));
      if (!stored) return false;
      const { userId, newEmail } = JSON.parse(stored) as { userId: string; newEmail: string };
      const user = await repository.findSessionUser(userId);
      if (!user || user.suspendedAt) return false;
      if (await repository.findUserIdByEmail(newEmail)) return false;
      try {
        await emailChanges.changeEmail(userId, newEmail);
      } catch (error) {
        // Someone took the address between the check and the update.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
      logger.info({ userId }, 'email changed');
      return true;
    },

    /**
     * Ends every session of the account, this one included. Needs a sign-in in the last 10 minutes
     * or the current password (docs/security.md #5).
     */
    async signOutEverywhere(userId: string, currentPassword: string | undefined, client: ClientContext): Promise<WithCookies<{ success: true }>> {
      await confirmRecentSignIn(userId, currentPassword, client);
      const { headers } = await auth.api.signOut({ headers: client.headers, returnHeaders: true });
      await repository.deleteSessionsOfUser(userId);
      return { result: { success: true }, setCookies: headers.getSetCookie() };
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
