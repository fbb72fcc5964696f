import { type SafetyTipsMoment, type SafetyTipsSeenResponse, type SessionUserView, type SignInBody, type SignUpData } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { createProfilesRepository, insertProfileWithUniqueSlug, prepareProfilePhoto, storeProfilePhoto } from '../profiles/index.ts';
import { type RateLimiter, rateLimitRules } from '../rate-limits/index.ts';
import type { Auth } from './auth.ts';
import type { ClientContext } from './client-context.ts';
import { type AuthRepository, createAuthRepository } from './auth.repository.ts';
import { apiErrorCode, isApiError } from './better-auth-errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { isUserType, toSessionUserView } from './session-user-view.ts';

/** The versions of the documents a new user accepts (docs/security.md #22). */
export const CURRENT_CONSENT_VERSION = '1.0';

export interface AuthServiceDeps {
  auth: Auth;
  repository: AuthRepository;
  rateLimiter: RateLimiter;
  storage: Storage;
  /** The profile and consents are written together, in one transaction. */
  runInTransaction: TransactionRunner;
  logger: FastifyBaseLogger;
}

/** An answer plus the cookies better-auth wants set (a new session, or its removal). */
export interface WithCookies<T> {
  result: T;
  setCookies: string[];
}

export function createAuthService(deps: AuthServiceDeps) {
  const { auth, repository, rateLimiter, storage, logger } = deps;

  async function sessionView(userId: string): Promise<SessionUserView> {
    const row = await repository.findSessionUser(userId);
    if (!row) throw new Error(`user ${userId} vanished while signing in`);
    return toSessionUserView(row);
  }

  /** The token of the session the request already carries, so a new sign-in can replace it. */
  async function currentSessionToken(client: ClientContext): Promise<string | undefined> {
    if (!client.headers.has('cookie')) return undefined;
    const current = await auth.api.getSession({ headers: client.headers, query: { disableRefresh: true } });
    return current?.session.token;
  }

  return {
    /**
     * Creates user, profile and consents, and signs the user in (docs/product.md "Accounts"). The photo
     * is checked and re-encoded before anything is created, so a bad photo creates nothing; if a
     * step after the user's creation fails, the user (and what cascades from it) is deleted again.
     */
    async signUp(data: SignUpData, photo: Buffer | undefined, client: ClientContext): Promise<WithCookies<SessionUserView>> {
      await rateLimiter.consume([
        { rule: rateLimitRules.signUpIp, subject: client.ip },
        { rule: rateLimitRules.signUpAccount, subject: data.email },
      ]);
      if (isCommonPassword(data.password))
        throw new AppError('PASSWORD_TOO_COMMON', undefined, [{ location: 'body', path: 'password', message: 'Senha muito comum. Escolha outra.' }]);
      if (!photo || photo.length === 0) throw new AppError('PHOTO_REQUIRED');
      if (await repository.findUserIdByEmail(data.email)) throw new AppError('EMAIL_TAKEN');

      const variants = await prepareProfilePhoto(photo);
      const previousToken = await currentSessionToken(client);

      let created: { headers: Headers; response: { user: { id: string } } };
      try {
        created = await auth.api.signUpEmail({
          body: { email: data.email, password: data.password, name: `${data.first_name} ${data.last_name}`, userType: data.userType },
          headers: client.headers,
          returnHeaders: true,
        });
      } catch (error) {
        if (isApiError(error) && apiErrorCode(error)?.startsWith('USER_ALREADY_EXISTS')) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
      const userId = created.response.user.id;

      try {
        const photoUrl = (await storeProfilePhoto(storage, userId, variants)).url;

        await deps.runInTransaction(async (tx) => {
          await insertProfileWithUniqueSlug(createProfilesRepository(tx), {
            userId,
            firstName: data.first_name,
            lastName: data.last_name,
            phone: data.phone || null,
            city: data.city,
            state: data.state,
            instagramHandle: data.instagram_handle || null,
            instagramHandleRaw: data.instagram_handle_raw,
            gender: data.gender,
            modelType: data.model_type,
            modelPhysicalType: data.model_physical_type,
            modelCharacteristics: data.model_characteristics,
            workInterests: data.work_interests,
            profileImageUrl: photoUrl,
          });
          const acceptedAt = new Date();
          await createAuthRepository(tx).insertConsents(
            (['terms', 'privacy'] as const).map((document) => ({ userId, document, version: CURRENT_CONSENT_VERSION, acceptedAt, ipAddress: client.ip })),
          );
        });
      } catch (error) {
        logger.error({ err: error, userId }, 'sign-up failed after the user was created; removing the user again');
        await repository
          .deleteUser(userId)
          .catch((cleanupError: unknown) => logger.error({ err: cleanupError, userId }, 'could not remove a half-created user'));
        await storage
          .delete(userId)
          .catch((cleanupError: unknown) => logger.error({ err: cleanupError, userId }, 'could not remove a half-created user’s files'));
        throw error;
      }

      if (previousToken) await repository.deleteSessionByToken(previousToken);
      return { result: await sessionView(userId), setCookies: created.headers.getSetCookie() };
    },

    /**
     * Email and password sign-in. Every failure of the credentials reads the same (no hint whether
     * the email exists); a suspended user is told so only after giving the right password, and is
     * signed out everywhere. A session the request already had is replaced, never reused.
     */
    async signIn(body: Required<SignInBody>, client: ClientContext): Promise<WithCookies<SessionUserView>> {
      await rateLimiter.consume([
        { rule: rateLimitRules.signInIpAccount, subject: `${client.ip}|${body.email}` },
        { rule: rateLimitRules.signInIp, subject: client.ip },
        { rule: rateLimitRules.signInAccount, subject: body.email },
      ]);
      const previousToken = await currentSessionToken(client);
      let signedIn: { headers: Headers; response: { user: { id: string } } };
      try {
        signedIn = await auth.api.signInEmail({
          body: { email: body.email, password: body.password, rememberMe: true },
          headers: client.headers,
          returnHeaders: true,
        });
      } catch (error) {
        if (isApiError(error) && apiErrorCode(error) === 'ACCOUNT_SUSPENDED') {
          const userId = await repository.findUserIdByEmail(body.email);
          if (userId) await repository.deleteSessionsOfUser(userId);
          throw new AppError('ACCOUNT_SUSPENDED');
        }
        if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) throw new AppError('INVALID_CREDENTIALS');
        throw error;
      }
      if (previousToken) await repository.deleteSessionByToken(previousToken);
      return { result: await sessionView(signedIn.response.user.id), setCookies: signedIn.headers.getSetCookie() };
    },

    /** Ends the current session server-side and clears its cookie; harmless without one. */
    async signOut(client: ClientContext): Promise<WithCookies<{ success: true }>> {
      const { headers } = await auth.api.signOut({ headers: client.headers, returnHeaders: true });
      return { result: { success: true }, setCookies: headers.getSetCookie() };
    },

    /** The signed-in user, refreshing the session's expiry as better-auth schedules it. */
    async getSession(client: ClientContext): Promise<WithCookies<SessionUserView | null>> {
      if (!client.headers.has('cookie')) return { result: null, setCookies: [] };
      const { headers, response } = await auth.api.getSession({ headers: client.headers, returnHeaders: true });
      const setCookies = headers?.getSetCookie() ?? [];
      if (!response) return { result: null, setCookies };
      const row = await repository.findSessionUser(response.user.id);
      if (!row || row.suspendedAt) {
        await repository.deleteSessionsOfUser(response.user.id);
        return { result: null, setCookies: [] };
      }
      return { result: toSessionUserView(row), setCookies };
    },

    /**
     * Confirms the email from the link in the confirmation message. Answers whether it worked;
     * the route turns that into a redirect to the web app.
     */
    async verifyEmail(token: string, client: ClientContext): Promise<WithCookies<boolean>> {
      try {
        const { headers } = await auth.api.verifyEmail({ query: { token }, headers: client.headers, returnHeaders: true });
        return { result: true, setCookies: headers.getSetCookie() };
      } catch (error) {
        if (isApiError(error) && error.statusCode < 500) return { result: false, setCookies: [] };
        throw error;
      }
    },

    /** Sends the confirmation email again, within the email-sending limits (docs/security.md #3). */
    async resendVerificationEmail(userId: string, client: ClientContext): Promise<void> {
      const user = await repository.findSessionUser(userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (user.emailVerified) throw new AppError('EMAIL_ALREADY_VERIFIED');
      await rateLimiter.consume([
        { rule: rateLimitRules.verificationEmailIp, subject: client.ip },
        { rule: rateLimitRules.verificationEmailAccount, subject: userId },
      ]);
      try {
        await auth.api.sendVerificationEmail({ body: { email: user.email }, headers: client.headers });
      } catch (error) {
        if (isApiError(error) && apiErrorCode(error) === 'EMAIL_ALREADY_VERIFIED') throw new AppError('EMAIL_ALREADY_VERIFIED');
        throw error;
      }
    },

    /**
     * 'Entendi' on the first-run safety card: remembered on the account, so no other device shows
     * that moment's card again (docs/product.md "Safety").
     */
    async markSafetyTipsSeen(userId: string, moment: SafetyTipsMoment): Promise<SafetyTipsSeenResponse> {
      const seen = await repository.markSafetyTipsSeen(userId, moment, new Date());
      if (!seen) throw new AppError('UNAUTHENTICATED');
      return { safety_tips_seen: seen };
    },

    /** For the routes that need a confirmed address (route access's requireVerifiedEmail). */
    isEmailVerified: (userId: string) => repository.isEmailVerified(userId),

    /** For route access on every request: no writes, no refresh; suspended users count as guests. */
    async resolveSessionUser(client: ClientContext) {
      if (!client.headers.has('cookie')) return null;
      const found = await auth.api.getSession({ headers: client.headers, query: { disableRefresh: true } });
      if (!found) return null;
      const user = found.user as { id: string; userType?: unknown; suspendedAt?: Date | null };
      if (user.suspendedAt || !isUserType(user.userType)) return null;
      return { id: user.id, userType: user.userType };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
