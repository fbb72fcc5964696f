/**
 * Masks and checks for the sandbox payment form: the same help a real card form gives (grouped
 * digits, MM/AA, CPF dots) and the same refusals before anything is sent.
 */
import { formatCentavos, isValidCpf as isValidSharedCpf, splitInstallments } from '@passarela/shared';

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** '4235647728025682' -> '4235 6477 2802 5682' (at most 19 digits). */
export function maskCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1130' -> '11/30'. */
export function maskExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** '12345678909' -> '123.456.789-09'. */
export function maskCpf(value: string): string {
  const digits = digitsOnly(value).slice(0, 11);
  return digits
    .replace(/(\d{3})(\d)/, '$1.$2')
    .replace(/(\d{3})(\d)/, '$1.$2')
    .replace(/(\d{3})(\d{1,2})$/, '$1-$2');
}

/** '01310100' -> '01310-100'. */
export function maskCep(value: string): string {
  const digits = digitsOnly(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** The Luhn check every card number passes (Mercado Pago's test cards too). */
export function isValidCardNumber(value: string): boolean {
  const digits = digitsOnly(value);
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Mercado Pago's payment_method_id for the card brand, by the number's first digits. */
export function cardBrand(value: string): string {
  const digits = digitsOnly(value);
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)) return 'elo';
  if (/^(606282|3841)/.test(digits)) return 'hipercard';
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7]|503)/.test(digits)) return 'master';
  return 'visa';
}

/** MM/AA, a real month, not in the past (a card is valid through the end of its month). */
export function isValidExpiry(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}

/** CPF with its two check digits (Mercado Pago's test CPF 123.456.789-09 passes). */
export function isValidCpf(value: string): boolean {
  return isValidSharedCpf(digitsOnly(value));
}

/**
 * Centavos as the payer reads them: 1050 -> 'R$ 10,50'. The shared format, with a plain space
 * where Intl puts a no-break one: this form's labels are matched as typed text.
 */
export function formatPaymentAmount(cents: number): string {
  return formatCentavos(cents).replace(/\u00a0/g, ' ');
}

/**
 * One line of the installments select, with amounts that add up to the total to the centavo
 * (splitInstallments): '1x de R$ 10,50 (à vista)', '3x de R$ 3,50', or, when the split leaves
 * centavos over, '12x: 1 de R$ 70,87 + 11 de R$ 70,83'.
 */
export function installmentLabel(amountCents: number, installments: number): string {
  if (installments === 1) return `1x de ${formatPaymentAmount(amountCents)} (à vista)`;
  const [first = 0, ...rest] = splitInstallments(amountCents, installments);
  const each = rest[0] ?? first;
  if (first === each) return `${installments}x de ${formatPaymentAmount(each)}`;
  return `${installments}x: 1 de ${formatPaymentAmount(first)} + ${rest.length} de ${formatPaymentAmount(each)}`;
}
