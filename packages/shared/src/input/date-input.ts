import { textInput } from './text-input.ts';

/** Years a date typed into Passarela can have: older or later is a typo, not a plan. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

const isoDateShape = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar day written YYYY-MM-DD (what `<input type="date">` gives): 2024-02-30 and
 * 2024-13-45 are not days, and PostgreSQL would refuse them with an error instead of a 400.
 */
export function isCalendarDate(value: string, years: { min?: number; max?: number } = {}): boolean {
  if (!isoDateShape.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  if (y < (years.min ?? DATE_YEAR_MIN) || y > (years.max ?? DATE_YEAR_MAX)) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const DATE_INVALID_MESSAGE = 'Data inválida. Use o formato AAAA-MM-DD.';

/** A calendar date field (YYYY-MM-DD) between DATE_YEAR_MIN and DATE_YEAR_MAX, or `years`. */
export function dateInput(message: string = DATE_INVALID_MESSAGE, years: { min?: number; max?: number } = {}) {
  return textInput({ max: 10, required: message, tooLong: message }).refine((value) => isCalendarDate(value, years), message);
}

/** Today (YYYY-MM-DD) in Brazil's official time: what "not in the past" is judged against. */
export function todayInBrazil(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole years between a YYYY-MM-DD birth date and the day `today` (YYYY-MM-DD). */
export function yearsBetween(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
