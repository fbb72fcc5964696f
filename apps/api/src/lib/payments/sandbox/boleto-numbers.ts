import { randomInt } from 'node:crypto';

/**
 * A boleto's 44-digit barcode and 47-digit "linha digitável" in FEBRABAN's layout, so the sandbox's
 * boleto screen looks like a real one. Bank 001 with a "campo livre" starting with zeros gives the
 * familiar "00190.00009 ..." first field. No bank knows these numbers: they cannot be paid.
 */

/** Modulo 10 check digit (weights 2,1 from the right; products' digits summed). */
function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  const rest = sum % 10;
  return rest === 0 ? 0 : 10 - rest;
}

/** Modulo 11 general check digit of the barcode (weights 2..9 from the right; 0, 10, 11 → 1). */
export function barcodeCheckDigit(digits43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits43.length - 1; i >= 0; i -= 1) {
    sum += Number(digits43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/**
 * "Fator de vencimento": days since 1997-10-07; it reached 9999 on 2025-02-21 and restarted at
 * 1000 the next day (FEBRABAN), cycling every 9000 days.
 */
export function dueDateFactor(due: Date): number {
  const base = Date.UTC(1997, 9, 7);
  const dueDay = Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate());
  const days = Math.round((dueDay - base) / 86_400_000);
  return days <= 9999 ? days : ((days - 10_000) % 9000) + 1000;
}

export function buildBoletoNumbers(amountCents: number, due: Date): { barcode: string; digitableLine: string } {
  const bankAndCurrency = '0019';
  const freeField = `00000${Array.from({ length: 20 }, () => randomInt(0, 10)).join('')}`;
  const factor = String(dueDateFactor(due)).padStart(4, '0');
  const value = String(amountCents).padStart(10, '0');
  const withoutDigit = `${bankAndCurrency}${factor}${value}${freeField}`;
  const checkDigit = barcodeCheckDigit(withoutDigit);
  const barcode = `${bankAndCurrency}${checkDigit}${factor}${value}${freeField}`;

  const part1 = `${bankAndCurrency}${freeField.slice(0, 5)}`;
  const part2 = freeField.slice(5, 15);
  const part3 = freeField.slice(15, 25);
  const field1 = `${part1}${mod10(part1)}`;
  const field2 = `${part2}${mod10(part2)}`;
  const field3 = `${part3}${mod10(part3)}`;
  const digitableLine = [
    `${field1.slice(0, 5)}.${field1.slice(5)}`,
    `${field2.slice(0, 5)}.${field2.slice(5)}`,
    `${field3.slice(0, 5)}.${field3.slice(5)}`,
    String(checkDigit),
    `${factor}${value}`,
  ].join(' ');
  return { barcode, digitableLine };
}
