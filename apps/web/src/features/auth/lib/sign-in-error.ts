import { errorCatalog } from '@passarela/shared';
import { isApiError } from '../../../lib/api-client.ts';
import { rateLimitedMessage } from './wait-message.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Email ou senha inválidos.';
export const UNEXPECTED_LOGIN_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';

/** The message the login form shows for a failed sign-in (docs/product.md "Spec 8"). */
export function signInErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UNEXPECTED_LOGIN_MESSAGE;
  switch (error.code) {
    // A malformed email reads like any other wrong credential: no hint about what exists.
    case 'INVALID_CREDENTIALS':
    case 'VALIDATION_FAILED':
      return INVALID_CREDENTIALS_MESSAGE;
    case 'ACCOUNT_SUSPENDED':
      return error.message || errorCatalog.ACCOUNT_SUSPENDED.message;
    case 'RATE_LIMITED':
      return rateLimitedMessage(error.details);
    default:
      return UNEXPECTED_LOGIN_MESSAGE;
  }
}
