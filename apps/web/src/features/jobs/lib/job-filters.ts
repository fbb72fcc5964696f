import { type JobsQuery, jobsFilterKeys, jobsQuerySchema, jobsQueryString } from '@passarela/shared';
import type { ListKind } from '../../../lib/list-pages/filters-in-url.ts';

/** What /vagas's URL holds: the API query without the cursor. Pay is in centavos, as the API takes it. */
export type JobFilters = Omit<JobsQuery, 'cursor'>;

export const jobsList: ListKind<JobFilters> = { schema: jobsQuerySchema, keys: jobsFilterKeys, toQueryString: jobsQueryString };

/** Keeps the pay and date ranges valid: a bound that crosses the other clears the other one. */
export function withJobFilterChange(filters: JobFilters, change: Partial<JobFilters>): Partial<JobFilters> {
  const next = { ...filters, ...change };
  const fix: Partial<JobFilters> = { ...change };
  if (next.pay_min !== undefined && next.pay_max !== undefined && next.pay_min > next.pay_max) {
    if ('pay_min' in change) fix.pay_max = undefined;
    else fix.pay_min = undefined;
  }
  if (next.date_from && next.date_to && next.date_from > next.date_to) {
    if ('date_from' in change) fix.date_to = undefined;
    else fix.date_from = undefined;
  }
  return fix;
}

/** 'R$' typed by a person ('250', '250,50', '1.250') -> centavos; undefined when empty or unreadable. */
export function reaisToCentavos(text: string | undefined): number | undefined {
  const clean = (text ?? '')
    .replace(/[R$\s]/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  if (clean === '') return undefined;
  const value = Number(clean);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : undefined;
}

/** Centavos -> what the pay field shows ('250' or '250,50'). */
export function centavosToReais(centavos: number | undefined): string | undefined {
  if (centavos === undefined) return undefined;
  const reais = centavos / 100;
  return Number.isInteger(reais) ? String(reais) : reais.toFixed(2).replace('.', ',');
}
