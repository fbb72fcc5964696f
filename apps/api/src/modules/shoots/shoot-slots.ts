import { SHOOT_DURATION_STEP_MINUTES } from '@passarela/shared';
import { daysBetween, minutesOf, saoPauloInstant, timeOf, weekdayOf } from './shoot-time.ts';

export interface WeeklyHoursRow {
  weekday: number;
  start: string;
  end: string;
}

export interface SlotInput {
  weeklyHours: readonly WeeklyHoursRow[];
  blockedDates: readonly string[];
  /** The photographer's active bookings that may touch the range. */
  taken: readonly { startsAt: Date; endsAt: Date }[];
  durationMinutes: number;
  from: string;
  to: string;
  /** No slot starts before this instant (now plus the minimum notice). */
  earliest: Date;
  /** No slot on a day after this one. */
  lastDay: string;
}

/**
 * The free start times of each day (docs/product.md "Shoots"): every half hour inside the weekly
 * hours where the whole shoot fits, on days not blocked, not before `earliest`, and not overlapping
 * an active booking of the photographer (any package). The database's exclusion constraint is what
 * finally holds a slot; this is what the buyer is offered.
 */
export function freeSlots(input: SlotInput): { date: string; times: string[] }[] {
  const blocked = new Set(input.blockedDates);
  const days: { date: string; times: string[] }[] = [];
  const last = input.to < input.lastDay ? input.to : input.lastDay;
  if (input.from > last) return days;
  for (const date of daysBetween(input.from, last)) {
    if (blocked.has(date)) continue;
    const weekday = weekdayOf(date);
    const times: string[] = [];
    for (const hours of input.weeklyHours) {
      if (hours.weekday !== weekday) continue;
      const end = minutesOf(hours.end);
      for (let start = minutesOf(hours.start); start + input.durationMinutes <= end; start += SHOOT_DURATION_STEP_MINUTES) {
        const startsAt = saoPauloInstant(date, timeOf(start));
        const endsAt = new Date(startsAt.getTime() + input.durationMinutes * 60_000);
        if (startsAt < input.earliest) continue;
        if (input.taken.some((booking) => booking.startsAt < endsAt && startsAt < booking.endsAt)) continue;
        times.push(timeOf(start));
      }
    }
    if (times.length > 0) days.push({ date, times: [...new Set(times)].sort() });
  }
  return days;
}

/** Whether `time` on `date` is one of the free slots (what a booking must pick). */
export function isFreeSlot(input: Omit<SlotInput, 'from' | 'to'>, date: string, time: string): boolean {
  const day = freeSlots({ ...input, from: date, to: date })[0];
  return day?.times.includes(time) ?? false;
}
