/**
 * Numbers as a Brazilian writes them ('1.234,56'), without Intl. The first Intl formatter a page
 * makes loads the locale's data: 30-50 ms on a desktop, four times that on a mid-range phone, in
 * one piece the browser cannot split, so a list of cards with heights or prices froze the phone
 * while it started (docs/architecture.md, "Speed on a phone"). The digits are Intl's: like V8's
 * ICU, this rounds the number's shortest decimal form (1.005 -> '1,01', where `toFixed` gives
 * '1.00'), ties away from zero; the tests compare both over many values.
 */
export interface FractionDigits {
  /** Decimals always shown (default 0). */
  min?: number;
  /** Decimals at most (default `min`, and at least it), up to 3. */
  max?: number;
}

/** '1.234,5' for 1234.5 with { max: 2 }; '1,75' for 1.75 with { min: 2 }; '-3' for -3. For |values| below 10^12 (the shifted digits stay exact integers). */
export function formatNumberPtBr(value: number, { min = 0, max = min }: FractionDigits = {}): string {
  // Intl's sign: a negative that rounds to zero is still '-0', and so is -0.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${sign}∞`;
  const decimals = Math.max(min, max);
  // The shortest form shifted by an exponent is read exactly; below 10^-6 it is written with an
  // exponent of its own, and rounds to 0 at 3 decimals anyway.
  const abs = Math.abs(value);
  const digits = String(Math.round(Number(`${abs < 1e-6 ? 0 : abs}e${decimals}`))).padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  let grouped = integer.slice(-3);
  for (let end = integer.length - 3; end > 0; end -= 3) grouped = `${integer.slice(Math.max(0, end - 3), end)}.${grouped}`;
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** 175 -> '1,75 m': a height in centimetres as Brazilian comp cards write it. */
export function formatHeightCm(centimetres: number): string {
  return `${formatNumberPtBr(centimetres / 100, { min: 2 })} m`;
}

/** 'R$ 1.234,56' (no-break space after R$, '-R$ 1,00' below zero), as Intl's BRL currency format. */
export function formatBrl(reais: number): string {
  const number = formatNumberPtBr(reais, { min: 2 });
  return number.startsWith('-') ? `-R$\u00a0${number.slice(1)}` : `R$\u00a0${number}`;
}

/** Centavos (integer) -> 'R$ 1.234,56'. */
export function formatCentavos(centavos: number): string {
  return formatBrl(centavos / 100);
}

/** Reais (number, as the session's wallet_balance) -> 'R$ 1.234,56' with 2 decimals. */
export function formatReais(reais: number): string {
  return formatBrl(reais);
}
