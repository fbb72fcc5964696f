import { SHOOT_BOOKING_MAX_DAYS } from '@passarela/shared';
import { formatCalendarDayMonth } from '../../../lib/format-date.ts';
import { lazyFormat } from '../../../lib/lazy-format.ts';

/** The booking panel shows free dates two weeks at a time, up to the 90 days the API offers. */
export const SLOT_WINDOW_DAYS = 14;
export const SLOT_WINDOW_COUNT = Math.ceil(SHOOT_BOOKING_MAX_DAYS / SLOT_WINDOW_DAYS);

/** A calendar date plus `days` (calendar dates are read at midnight UTC, so no zone shifts them). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `index`-th window of dates from `today`: [from, to], both included. */
export function slotWindow(today: string, index: number): { from: string; to: string } {
  const from = addDays(today, index * SLOT_WINDOW_DAYS);
  return { from, to: addDays(from, SLOT_WINDOW_DAYS - 1) };
}

const weekdayShort = lazyFormat(() => new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' }));
const longDay = lazyFormat(() => new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }));

/** A date chip's two lines: 'sáb.' and '05/12'. */
export function dayChipText(isoDate: string): { weekday: string; day: string } {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return { weekday: weekdayShort().format(date), day: formatCalendarDayMonth(isoDate) };
}

/** 'sábado, 5 de dezembro': what a screen reader hears for a date chip, and the summary says. */
export function longDayText(isoDate: string): string {
  return longDay().format(new Date(`${isoDate}T00:00:00Z`));
}
