import { describe, expect, it } from 'vitest';
import { freeSlots } from './shoot-slots.ts';
import { saoPauloDateTime, saoPauloInstant, weekdayOf } from './shoot-time.ts';

/** 2030-03-04 is a Monday. */
const monday = '2030-03-04';
const base = {
  weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }],
  blockedDates: [] as string[],
  taken: [] as { startsAt: Date; endsAt: Date }[],
  durationMinutes: 60,
  from: monday,
  to: '2030-03-10',
  earliest: new Date('2030-01-01T00:00:00Z'),
  lastDay: '2030-12-31',
};

describe('free slots', () => {
  it('are São Paulo times (UTC-3) on the weekdays of the weekly hours, where the whole shoot fits', () => {
    expect(weekdayOf(monday)).toBe(1);
    expect(saoPauloInstant(monday, '09:00').toISOString()).toBe('2030-03-04T12:00:00.000Z');
    expect(saoPauloDateTime(new Date('2030-03-05T02:30:00Z'))).toEqual({ date: monday, time: '23:30' });
    expect(freeSlots(base)).toEqual([{ date: monday, times: ['09:00', '09:30', '10:00', '10:30', '11:00'] }]);
  });

  it('leave out blocked days, times before the earliest, times past the last day, and overlaps with bookings', () => {
    expect(freeSlots({ ...base, blockedDates: [monday] })).toEqual([]);
    expect(freeSlots({ ...base, earliest: saoPauloInstant(monday, '10:15') })[0]?.times).toEqual(['10:30', '11:00']);
    expect(freeSlots({ ...base, lastDay: '2030-03-03' })).toEqual([]);
    const taken = [{ startsAt: saoPauloInstant(monday, '10:00'), endsAt: saoPauloInstant(monday, '10:30') }];
    // 09:00-10:00 ends as the booking starts (free); 09:30, 10:00 overlap; 10:30 starts as it ends.
    expect(freeSlots({ ...base, taken })[0]?.times).toEqual(['09:00', '10:30', '11:00']);
  });
});
