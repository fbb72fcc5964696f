import type { z } from 'zod';
import { refuseUnstorableText } from '../plugins/input-guard.ts';
import { AppError } from './app-error.ts';

/**
 * Validates input that did not come through a route schema (e.g. JSON inside a multipart field)
 * and fails with the same 400 shape the route schemas give, after the same guard every route has.
 */
export function parseOrFail<S extends z.ZodType>(schema: S, value: unknown, location: string): z.output<S> {
  refuseUnstorableText(value, location);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    location,
    path: issue.path.map(String).join('.') || undefined,
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', undefined, details);
}
