import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text.ts';

export interface TextInputOptions {
  /** Longest accepted text, after trimming. Checked before anything else looks at the text. */
  max: number;
  /** Shortest accepted text, after trimming (e.g. 1 for a required field). */
  min?: number;
  /** Trim surrounding whitespace first (default). Passwords and tokens are taken as typed. */
  trim?: boolean;
  /** The message for a missing value or a value of another type. */
  required?: string;
  tooShort?: string;
  tooLong?: string;
}

/**
 * The one way a schema accepts text from outside. Its checks run in this order and stop at the
 * first failure (`abort`), so whatever a caller chains after it (a pattern, a refinement, an
 * object-level rule) only ever sees a short, storable string: a pattern cannot be made to backtrack
 * over a megabyte, and a NUL never reaches the database.
 */
export function textInput({ max, min, trim = true, required, tooShort, tooLong }: TextInputOptions) {
  let schema = z.string(required ? { error: required } : undefined);
  if (trim) schema = schema.trim();
  schema = schema
    .max(max, { message: tooLong ?? `Use no máximo ${max} caracteres.`, abort: true })
    .refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, abort: true });
  if (min !== undefined && min > 0) {
    const message = tooShort ?? (min === 1 ? (required ?? 'Campo obrigatório.') : `Use pelo menos ${min} caracteres.`);
    schema = schema.min(min, { message, abort: true });
  }
  return schema;
}

/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What an email address looks like to the forms and the server (the mailbox proves the rest): zod's
 * own email pattern, the one the sign-in library checks too, so an address we take is never refused
 * further in. It runs in linear time, and only on text already capped at EMAIL_MAX_LENGTH.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(value);
}

export const EMAIL_INVALID_MESSAGE = 'Por favor, insira um email válido.';

/** An email address, trimmed and lower-cased. */
export function emailInput(message: string = EMAIL_INVALID_MESSAGE) {
  return textInput({ max: EMAIL_MAX_LENGTH, required: message, tooLong: message }).toLowerCase().refine(isEmailAddress, message);
}

/**
 * A secret as typed (password, token): never trimmed, capped, storable. `min` 1 by default: an
 * empty secret is always a mistake.
 */
export function secretInput(max: number, options: { min?: number; required?: string; tooShort?: string; tooLong?: string } = {}) {
  return textInput({ ...options, max, min: options.min ?? 1, trim: false });
}
