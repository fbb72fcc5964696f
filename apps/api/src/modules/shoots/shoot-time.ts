/**
 * Shoot times are São Paulo wall-clock times (docs/product.md "Shoots"). Brazil has kept no
 * daylight saving time since 2019, so São Paulo is UTC-3 all year: an instant is the date and time
 * with that offset, and back. (Should DST return, this file is the one place to change.)
 */
const SAO_PAULO_OFFSET = '-03:00';
const OFFSET_MS = 3 * 3_600_000;

/** Minutes since midnight of 'HH:MM' ('24:00' is 1440). */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** 'HH:MM' of minutes since midnight. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant of a São Paulo date and time. */
export function saoPauloInstant(date: string, time: string): Date {
  return new Date(`${date}T${time === '24:00' ? '23:59:59.999' : `${time}:00`}${SAO_PAULO_OFFSET}`);
}

/** The São Paulo date and time of an instant. */
export function saoPauloDateTime(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() - OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** 0 (domingo) to 6 of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
