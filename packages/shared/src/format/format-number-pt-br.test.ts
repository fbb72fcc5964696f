import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBrl, formatNumberPtBr } from './format-number-pt-br.ts';

const intl = (value: number, min: number, max: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
const intlBrl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

describe('formatNumberPtBr: the digits Intl writes for pt-BR, without Intl', () => {
  it.each([
    [1.75, 2, 2, '1,75'],
    [1234.5, 0, 2, '1.234,5'],
    [1.005, 2, 2, '1,01'],
    [0.995, 2, 2, '1,00'],
    [999.995, 2, 2, '1.000,00'],
    [-3, 0, 0, '-3'],
    [-0.001, 2, 2, '-0,00'],
    [999_999_999_999, 0, 0, '999.999.999.999'],
    [1.5e-7, 0, 3, '0'],
    [0.0005, 0, 3, '0,001'],
    [2.5, 0, 0, '3'],
    [1234567, 0, 0, '1.234.567'],
  ])('%d with %d to %d decimals is %s', (value, min, max, expected) => {
    expect(formatNumberPtBr(value, { min, max })).toBe(expected);
    expect(intl(value, min, max)).toBe(expected);
  });

  it('agrees with Intl on any number below 10^12 and any decimals up to 3', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12 + 1, max: 1e12 - 1 }), fc.integer().map((n) => n / 100), fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 1000)),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (value, min, extra) => {
          const max = Math.min(3, min + extra);
          expect(formatNumberPtBr(value, { min, max })).toBe(intl(value, min, max));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('writes NaN and infinities as Intl does', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(formatNumberPtBr(value)).toBe(intl(value, 0, 0));
  });

  it("writes reais as Intl's BRL currency format, for any amount in centavos", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (centavos) => {
        expect(formatBrl(centavos / 100)).toBe(intlBrl(centavos / 100));
      }),
      { numRuns: 3000 },
    );
    expect(formatBrl(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatBrl(-1)).toBe('-R$\u00a01,00');
  });
});
