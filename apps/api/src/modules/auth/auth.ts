import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RESET_TTL_MINUTES } from '@passarela/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import { originPolicyFor } from '../../config/origin-policy.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import { accounts, sessions, users, verifications } from '../../db/schema/index.ts';
import type { EmailBranding } from '../../lib/mailer/email-layout.ts';
import { passwordResetEmail, verificationEmail } from './auth-emails.ts';

/**
 * The header our routes put the client's address in (Fastify's `request.ip`, proxy-aware in
 * production) before calling better-auth, which records it on the session. Routes build the
 * header set themselves, so a client cannot supply this one.
 */
export const CLIENT_IP_HEADER = 'x-passarela-client-ip';

const DAY_SECONDS = 24 * 60 * 60;

export interface AuthOptions {
  config: AppConfig;
  db: Database;
  logger: FastifyBaseLogger;
  /** Asked before any session is created: a suspended user gets none (docs/security.md #10). */
  isSuspended: (userId: string) => Promise<boolean>;
  /**
   * Called after a reset through the emailed link succeeded: opening that link proves the person
   * owns the mailbox, so the address counts as confirmed.
   */
  markEmailVerified: (userId: string) => Promise<void>;
  mailer: Mailer;
  /**
   * Site name and logo for the emails, read from the settings when each email is written. The
   * admin CLI sends no email and leaves it out.
   */
  branding?: () => Promise<EmailBranding>;
}

/** Where the confirmation link points: our own route (better-auth's handler is not mounted). */
export const VERIFY_EMAIL_PATH = '/api/auth/verify-email';

/** The web page the reset email links to; it posts the token to /api/auth/reset-password. */
export const RESET_PASSWORD_PAGE = '/redefinir-senha';

/**
 * better-auth owns passwords (scrypt), sessions and their cookies. Its HTTP handler is not
 * mounted: our own routes call `auth.api.*`, so every endpoint declares its access, validates with
 * the shared schemas and answers in our error shape, and nothing else of better-auth is exposed.
 */
export function createAuth({ config, db, logger, isSuspended, markEmailVerified, mailer, branding: givenBranding }: AuthOptions) {
  const branding =
    givenBranding ?? (async (): Promise<EmailBranding> => ({ siteName: 'Passarela', logoUrl: `${config.publicUrl}/logo.svg`, publicUrl: config.publicUrl }));
  const originPolicy = originPolicyFor(config);
  return betterAuth({
    appName: 'Passarela',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.secrets.authSecret,
    // better-auth checks Origin on its own routes: it trusts what our origin check trusts.
    trustedOrigins: (request) => {
      const origin = request?.headers.get('origin');
      return origin && originPolicy.isTrusted(origin) ? [...config.trustedOrigins, origin] : [...config.trustedOrigins];
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: { users, sessions, accounts, verifications } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      // better-auth's single-use reset token (stored hashed, see `verification` below).
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: the answer to forgot-password must take as long, and succeed as surely, for
      // an address with an account as for one without (no enumeration by timing or by errors).
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
        void branding()
          .then((brand) => mailer.send(passwordResetEmail(brand, user.email, user.name, url)))
          .catch((error: unknown) => logger.error({ err: error, userId: user.id }, 'could not send the password reset email'));
      },
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) await markEmailVerified(user.id);
      },
    },
    emailVerification: {
      // docs/product.md "Accounts": signed in at once, and asked to confirm the email.
      sendOnSignUp: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${config.publicUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
        await mailer.send(verificationEmail(await branding(), user.email, user.name, url));
      },
    },
    user: {
      modelName: 'users',
      additionalFields: {
        // `input: true` only because our sign-up route (and the admin CLI) pass it; the handler
        // that would accept it from a browser is not mounted, and the route's schema excludes admin.
        userType: { type: 'string', required: true, input: true },
        suspendedAt: { type: 'date', required: false, input: false },
        subscriptionType: { type: 'string', required: false, input: false },
        subscriptionExpiresAt: { type: 'date', required: false, input: false },
      },
    },
    session: { modelName: 'sessions', expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    account: { modelName: 'accounts' },
    // Reset tokens are kept as SHA-256 hashes: a database leak gives no usable link.
    verification: { modelName: 'verifications', storeIdentifier: 'hashed' },
    // Our own limiter (database-backed, shared by every instance) guards the routes instead.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      // Secure (and `__Secure-` named) whenever browsers come over HTTPS, always in production.
      useSecureCookies: config.httpsOnly,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message) => {
        // Only the message: better-auth's extra arguments may hold request data.
        const log = logger.child({ module: 'better-auth' });
        if (level === 'error') log.error(message);
        else if (level === 'warn') log.warn(message);
        else log.info(message);
      },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            if (await isSuspended(session.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: 'account suspended' });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
