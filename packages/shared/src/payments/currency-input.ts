import { formatNumberPtBr } from '../format/format-number-pt-br.ts';

/**
 * docs/product.md "Spec 5", "Currency input": digits only are cents, shown with two decimals in pt-BR;
 * empty or non-string input gives empty text; parsing gives digits / 100, 0 if empty.
 */

/** What the field shows for what was typed: '1050' -> '10,50', 'R$ 1.234,5' -> '123,45'. */
export function formatCurrencyInput(typed: unknown): string {
  if (typeof typed !== 'string') return '';
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  return formatNumberPtBr(Number(digits) / 100, { min: 2 });
}

/** The amount in reais of what the field shows: '10,50' -> 10.5; '' -> 0. */
export function parseCurrencyInput(shown: string): number {
  const digits = shown.replace(/\D/g, '');
  if (digits === '') return 0;
  return Number(digits) / 100;
}

/** The same amount as integer centavos (what the API takes): '10,50' -> 1050. */
export function currencyInputToCentavos(shown: string): number {
  const digits = shown.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}
