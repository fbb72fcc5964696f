/**
 * A total in centavos split into `count` installments that add up to it to the centavo: equal
 * parts rounded down, and the first installment carries the centavos left over (R$ 850,00 in 12:
 * one of R$ 70,87 and eleven of R$ 70,83). Showing only the rounded part ("12x de R$ 70,83")
 * promised R$ 849,96 for R$ 850,00.
 */
export function splitInstallments(totalCents: number, count: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`total must be whole centavos, got ${totalCents}`);
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`count must be a whole number from 1, got ${count}`);
  const each = Math.floor(totalCents / count);
  const leftOver = totalCents - each * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? each + leftOver : each));
}
