/** Accounts' sign-up, sign-in and sessions (better-auth), and what account self-service builds on. */
export { createAuth, type Auth } from './auth.ts';
export { type AuthRepository, createAuthRepository } from './auth.repository.ts';
export { authRoutes } from './auth.routes.ts';
export { createAuthService, type WithCookies } from './auth.service.ts';
export { apiErrorCode, isClientApiError } from './better-auth-errors.ts';
export { type ClientContext, clientContext } from './client-context.ts';
export { isCommonPassword } from './common-passwords.ts';
export { toSessionUserView } from './session-user-view.ts';
export { carriesSessionCookie } from './session-cookie.ts';
