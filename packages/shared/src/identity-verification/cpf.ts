/**
 * The CPF (Cadastro de Pessoas Físicas): 11 digits, the last two check digits of the first nine
 * (modulo 11). Typed with or without the dots and dash.
 */

/** The 11 digits of a CPF typed as 123.456.789-09 or 12345678909, or null if it is not one. */
export function cpfDigits(value: string): string | null {
  if (value.length > 20) return null;
  const digits = value.replace(/[.\-\s]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Whether the two check digits of 11 digits hold: the arithmetic alone (11111111111 passes). */
export function cpfCheckDigitsHold(digits: string): boolean {
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** Whether the value is a CPF whose check digits hold (000.000.000-00 and the like are refused). */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (!digits || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigitsHold(digits);
}

/** How many of the CPF's last digits are kept in clear (the rest only as a keyed hash). */
export const CPF_CLEAR_DIGITS = 2;

/** ***.***.***-09: what screens show of a stored CPF. */
export function maskedCpf(lastDigits: string): string {
  return `***.***.***-${lastDigits}`;
}
