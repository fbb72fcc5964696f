import { APIError } from 'better-auth/api';

export function isApiError(error: unknown): error is APIError {
  return error instanceof APIError;
}

/** better-auth's own error code (INVALID_PASSWORD, INVALID_TOKEN…), when it gave one. */
export function apiErrorCode(error: APIError): string | undefined {
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** A 4xx from better-auth: the caller's input was refused (as opposed to a failure of ours). */
export function isClientApiError(error: unknown): error is APIError {
  return isApiError(error) && error.statusCode >= 400 && error.statusCode < 500;
}
