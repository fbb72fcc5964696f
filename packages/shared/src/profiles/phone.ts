/** docs/product.md "Spec 5": digits only, at most 11; shown as (XX) XXXX-XXXX or (XX) XXXXX-XXXX. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 11;
export const PHONE_INPUT_MAX_LENGTH = 15;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/**
 * A number as typed, in any of its usual forms, as its national digits (DDD + number): the country
 * code (+55, 0055) and a trunk 0 before the DDD fall away. Nothing is cut: a number with too many
 * digits stays too long (phoneDigits' cut, meant for a field being typed, turned "+55 11 98765-4321"
 * into 55119876543). DDD 55 exists, so 55 goes only from a number longer than 11 digits.
 */
export function nationalPhoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

export function maskPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  if (d.length <= 6) return `(${area}) ${rest}`;
  if (d.length <= 10) return `(${area}) ${rest.slice(0, 4)}-${rest.slice(4)}`;
  return `(${area}) ${rest.slice(0, 5)}-${rest.slice(5)}`;
}

/** Stored form: digits, or null when empty. */
export function normalizePhone(value: string | null | undefined): string | null {
  const d = phoneDigits(value ?? '');
  return d.length === 0 ? null : d;
}
