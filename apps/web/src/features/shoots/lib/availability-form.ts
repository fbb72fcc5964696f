import { type ShootAvailability, type ShootAvailabilityBody, shootAvailabilityBodySchema } from '@passarela/shared';

/** One weekday's hours in the editor: off, or open from start to end ('HH:MM'). */
export interface DayHours {
  weekday: number;
  open: boolean;
  start: string;
  end: string;
}

/** The editor's values: one row per weekday (a single range each) and the blocked dates, sorted. */
export interface AvailabilityFormValues {
  days: DayHours[];
  blockedDates: string[];
}

/** Half hours from 06:00 to 24:00, for the start and end selects. */
export const halfHourOptions = Array.from({ length: 37 }, (_, index) => {
  const minutes = 6 * 60 + index * 30;
  const text = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
  return { value: text, label: text };
});

/**
 * The API's hours as the editor's rows. The editor keeps one range per day; a day the API holds
 * with several ranges is shown from its first start to its last end (the photographer sees and
 * saves what the screen shows).
 */
export function availabilityFormValues(availability: ShootAvailability | undefined): AvailabilityFormValues {
  const days: DayHours[] = Array.from({ length: 7 }, (_, weekday) => {
    const ranges = (availability?.weekly_hours ?? []).filter((hours) => hours.weekday === weekday).sort((a, b) => (a.start < b.start ? -1 : 1));
    const first = ranges[0];
    const last = ranges[ranges.length - 1];
    return first && last ? { weekday, open: true, start: first.start, end: last.end } : { weekday, open: false, start: '09:00', end: '18:00' };
  });
  return { days, blockedDates: [...(availability?.blocked_dates ?? [])].sort() };
}

/** The body of PUT /api/shoots/availability, or the server schema's first message. */
export function availabilityRequest(values: AvailabilityFormValues): { body: ShootAvailabilityBody } | { error: string } {
  const parsed = shootAvailabilityBodySchema.safeParse({
    weekly_hours: values.days.filter((day) => day.open).map(({ weekday, start, end }) => ({ weekday, start, end })),
    blocked_dates: values.blockedDates,
  });
  if (parsed.success) return { body: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Confira os horários.' };
}

/** Adds a date to the blocked ones (once, in order). */
export function withBlockedDate(dates: readonly string[], date: string): string[] {
  return [...new Set([...dates, date])].sort();
}
