import { lazyFormat } from './lazy-format.ts';

/**
 * Every date the app shows, as a Brazilian reads it. Moments (timestamps) are shown in Brasília
 * time whatever the browser's zone, so everyone sees the same day and hour; calendar dates (a job's
 * day, a birth date: 'YYYY-MM-DD') belong to no zone and are only rewritten.
 */
const timeZone = 'America/Sao_Paulo';
const dateTime = lazyFormat(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }));
const dateOnly = lazyFormat(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone }));
const longDate = lazyFormat(() => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone }));
const longDateTime = lazyFormat(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone }));
const timeOnly = lazyFormat(() => new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone }));
// Calendar dates are read at midnight UTC, so no zone can move them to the day before.
const monthYearOfCalendar = lazyFormat(() => new Intl.DateTimeFormat('pt-BR', { month: 'short', year: '2-digit', timeZone: 'UTC' }));
// These follow the reader's own clock (no time zone given).
const localDay = lazyFormat(() => new Intl.DateTimeFormat('pt-BR'));
const dayAndMonth = lazyFormat(() => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long' }));
const shortMonthDate = lazyFormat(() => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric' }));

type Moment = string | Date;
const toDate = (moment: Moment) => (moment instanceof Date ? moment : new Date(moment));
/** A function that writes a moment (a Date or an ISO timestamp) with one of the formatters above. */
const formatterOf =
  (format: () => Intl.DateTimeFormat) =>
  (moment: Moment): string =>
    format().format(toDate(moment));

/** '26/11/2026' from a calendar date ('2026-11-26'), or from the date part of an ISO timestamp. */
export function formatDateBr(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** '05/03/2025, 14:30' in Brasília time, whatever the browser's zone. */
export const formatDateTimeBr = formatterOf(dateTime);

/** '14:30' in Brasília time (a message sent today). */
export const formatTimeBr = formatterOf(timeOnly);

/** '05/03/2025' in Brasília time (e.g. the end of PRO). */
export const formatDayBr = formatterOf(dateOnly);

/** '26 de novembro de 2026' in Brasília time. */
export const formatLongDateBr = formatterOf(longDate);

/** '26 de novembro de 2026 às 14:30' in Brasília time. */
export const formatLongDateTimeBr = formatterOf(longDateTime);

/** '23/11' from the calendar date '2026-11-23'. */
export function formatCalendarDayMonth(isoDate: string): string {
  const [, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}`;
}

/** 'nov. de 26' from a calendar date in November 2026. */
export function formatCalendarMonthYear(isoDate: string): string {
  return monthYearOfCalendar().format(new Date(`${isoDate}T00:00:00Z`));
}

/** '26 de novembro', in the reader's zone. */
export const formatDayAndMonth = formatterOf(dayAndMonth);

/** '26 de nov. de 2026', in the reader's zone. */
export const formatShortMonthDate = formatterOf(shortMonthDate);

/** '26/11/2026', in the reader's zone. */
export const formatLocalDayBr = formatterOf(localDay);
