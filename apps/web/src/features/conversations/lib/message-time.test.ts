import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './message-time.ts';

describe('formatMessageTime', () => {
  const now = new Date('2026-11-27T15:00:00Z'); // 12:00 in Brasília

  it('shows only the hour for a message of the same day in Brasília', () => {
    expect(formatMessageTime('2026-11-27T13:05:00Z', now)).toBe('10:05');
  });

  it('shows the date too for an earlier day, even when it is the same day in UTC', () => {
    // 01:30 UTC on the 27th is still the 26th in Brasília.
    expect(formatMessageTime('2026-11-27T01:30:00Z', now)).toBe('26/11/2026, 22:30');
  });
});
