import { describe, expect, it } from 'vitest';
import { MAX_INSTALLMENTS } from './payments-api.ts';
import { splitInstallments } from './installment-split.ts';

const sum = (parts: number[]) => parts.reduce((total, part) => total + part, 0);

describe('splitInstallments', () => {
  it('splits R$ 850,00 in 12 into one of R$ 70,87 and eleven of R$ 70,83', () => {
    expect(splitInstallments(85_000, 12)).toEqual([7087, ...Array.from({ length: 11 }, () => 7083)]);
  });

  it('keeps equal parts when the total divides evenly, and the whole total in one', () => {
    expect(splitInstallments(85_000, 10)).toEqual(Array.from({ length: 10 }, () => 8500));
    expect(splitInstallments(85_000, 1)).toEqual([85_000]);
    expect(splitInstallments(0, 3)).toEqual([0, 0, 0]);
  });

  it('always adds up to the total, in 1 to 12 parts, with the parts at most the left-over apart', () => {
    const totals = [1, 2, 11, 99, 100, 101, 1050, 4990, 47_900, 84_999, 85_000, 85_001, 99_999, 123_456, 100_000_000];
    // And a spread of awkward totals: every remainder modulo 12 shows up many times.
    for (let total = 1; total <= 5000; total += 7) totals.push(total * 13 + 5);
    for (const total of totals) {
      for (let count = 1; count <= MAX_INSTALLMENTS; count += 1) {
        const parts = splitInstallments(total, count);
        expect(parts).toHaveLength(count);
        expect(sum(parts), `${total} in ${count}`).toBe(total);
        const [first = 0, ...rest] = parts;
        for (const part of rest) {
          expect(Number.isInteger(part) && part >= 0).toBe(true);
          expect(part).toBe(Math.floor(total / count));
        }
        expect(first - (rest[0] ?? first)).toBeLessThan(count);
      }
    }
  });

  it('refuses what is not whole centavos or a whole count', () => {
    expect(() => splitInstallments(10.5, 2)).toThrow(RangeError);
    expect(() => splitInstallments(-1, 2)).toThrow(RangeError);
    expect(() => splitInstallments(100, 0)).toThrow(RangeError);
    expect(() => splitInstallments(100, 1.5)).toThrow(RangeError);
  });
});
