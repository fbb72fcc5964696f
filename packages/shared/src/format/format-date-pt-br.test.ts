import { describe, expect, it } from 'vitest';
import { formatDatePtBr, formatDateTimePtBr } from './format-date-pt-br.ts';

describe('formatDatePtBr and formatDateTimePtBr', () => {
  it('write the day and time São Paulo reads, with a 24-hour clock', () => {
    expect(formatDatePtBr(new Date('2027-03-15T17:05:00Z'))).toBe('15/03/2027');
    expect(formatDateTimePtBr(new Date('2027-03-15T17:05:00Z'))).toBe('15/03/2027 14:05');
    // 02:30 UTC is still the day before in São Paulo, and midnight is 00, not 24.
    expect(formatDatePtBr(new Date('2027-03-16T02:30:00Z'))).toBe('15/03/2027');
    expect(formatDateTimePtBr(new Date('2027-03-16T03:00:00Z'))).toBe('16/03/2027 00:00');
  });

  it('give what Intl pt-BR gives for the date', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });
    for (let hour = 0; hour < 24 * 40; hour += 7) {
      const date = new Date(Date.UTC(2026, 11, 20, hour));
      expect(formatDatePtBr(date)).toBe(intl.format(date));
    }
  });
});
