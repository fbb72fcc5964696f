/**
 * Numbers as a Brazilian writes them ('1.234,56'), without Intl. The first Intl formatter a page
 * makes loads the locale's data: 30-50 ms on a desktop, four times that on a mid-range phone, in
 * one piece the browser cannot split, so a list of cards with heights or prices froze the phone
 * while it started (docs/architecture.md, "Speed on a phone"). The digits are Intl's: like V8's
 * ICU, this rounds the number's shortest decimal form (1.005 -> '1,01', where `toFixed` gives
 * '1.00'), ties away from zero, and the tests compare both over many values.
 */
export interface FractionDigits {
  /** Decimals always shown (default 0). */
  min?: number;
  /** Decimals at most (default `min`, and at least it). */
  max?: number;
}

function groupThousands(integerDigits: string): string {
  let grouped = '';
  for (let end = integerDigits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = grouped ? `${integerDigits.slice(start, end)}.${grouped}` : integerDigits.slice(start, end);
  }
  return grouped;
}

/** The digits of a non-negative finite number's shortest form, without exponent: ['1234', '5']. */
function plainDigits(value: number): [string, string] {
  const [mantissa = '0', exponentText] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  if (exponentText === undefined) return [whole, fraction];
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** '1' added at the last place of a string of digits ('0999' -> '1000'; '99' -> '100'). */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index--) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/** '1.234,5' for 1234.5 with { max: 2 }; '1,75' for 1.75 with { min: 2 }; '-3' for -3. */
export function formatNumberPtBr(value: number, digits: FractionDigits = {}): string {
  if (Number.isNaN(value)) return 'NaN';
  // Intl's sign: a negative that rounds to zero is still '-0', and so is -0.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const min = digits.min ?? 0;
  const max = Math.max(digits.max ?? min, min);
  let [integer, fraction] = plainDigits(Math.abs(value));
  if (fraction.length > max) {
    const roundUp = (fraction[max] as string) >= '5';
    const kept = integer + fraction.slice(0, max);
    const rounded = roundUp ? incremented(kept) : kept;
    integer = rounded.slice(0, rounded.length - max) || '0';
    fraction = rounded.slice(rounded.length - max);
  }
  let cut = fraction.length;
  while (cut > min && fraction[cut - 1] === '0') cut--;
  fraction = fraction.slice(0, cut).padEnd(min, '0');
  return `${sign}${groupThousands(integer)}${fraction ? `,${fraction}` : ''}`;
}

/** 'R$ 1.234,56' (no-break space after R$, '-R$ 1,00' below zero), as Intl's BRL currency format. */
export function formatBrl(reais: number): string {
  const number = formatNumberPtBr(reais, { min: 2 });
  return number.startsWith('-') ? `-R$\u00a0${number.slice(1)}` : `R$\u00a0${number}`;
}
