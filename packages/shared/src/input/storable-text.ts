/**
 * Text PostgreSQL can store and a person can have typed: no NUL character (PostgreSQL refuses it in
 * `text` and `jsonb`) and no lone UTF-16 surrogate (half of an emoji: not a character at all, and
 * `jsonb` refuses its escape). Both are refused at the door with a 400 instead of a database error.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'O texto contém caracteres inválidos. Apague-os e tente de novo.';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  if (value.includes('\u0000')) return false;
  // isWellFormed is ES2024 (Node 20, current browsers); the pattern is the same rule, linear.
  const wellFormed = (value as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof wellFormed === 'function' ? wellFormed.call(value) : !loneSurrogate.test(value);
}
