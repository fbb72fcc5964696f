import { type ErrorCode, errorCatalog } from '@passarela/shared';

/** The one error type services throw; the error handler turns it into `{ code, message, details }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After on RATE_LIMITED. */
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? errorCatalog[code].message);
    this.name = 'AppError';
    this.status = errorCatalog[code].status;
  }
}
