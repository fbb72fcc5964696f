import { formatCentavos } from '@passarela/shared';

/**
 * The price range of /ensaios as two choices among round values (in centavos, as the API takes
 * them): on a phone a tap on a list beats typing an amount, and packages cluster at round prices.
 */
const priceSteps = [10_000, 20_000, 30_000, 50_000, 80_000, 100_000, 150_000, 200_000, 300_000, 500_000];

export const priceFilterOptions = priceSteps.map((cents) => ({ value: String(cents), label: formatCentavos(cents).replace(',00', '') }));

/** A URL's price that is not one of the steps (a shared link) still shows as chosen. */
export function priceOptionsWith(current: number | undefined) {
  if (current === undefined || priceSteps.includes(current)) return priceFilterOptions;
  return [...priceFilterOptions, { value: String(current), label: formatCentavos(current) }].sort((a, b) => Number(a.value) - Number(b.value));
}

/** Keeps the range valid: a bound that crosses the other clears the other one. */
export function withPriceChange<F extends { price_min?: number; price_max?: number }>(filters: F, change: Partial<F>): Partial<F> {
  const next = { ...filters, ...change };
  const fix: Partial<F> = { ...change };
  if (next.price_min !== undefined && next.price_max !== undefined && next.price_min > next.price_max) {
    if ('price_min' in change) fix.price_max = undefined;
    else fix.price_min = undefined;
  }
  return fix;
}
