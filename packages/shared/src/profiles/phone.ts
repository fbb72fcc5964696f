/** docs/product.md "Spec 5": digits only, at most 11; shown as (XX) XXXX-XXXX or (XX) XXXXX-XXXX. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 11;
export const PHONE_INPUT_MAX_LENGTH = 15;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
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
