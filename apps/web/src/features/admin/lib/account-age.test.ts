import { describe, expect, it } from 'vitest';
import { accountAgeText } from './account-age.ts';

describe('accountAgeText', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('says days, then months, then years', () => {
    expect(accountAgeText('2026-06-15T08:00:00Z', now)).toBe('Conta criada hoje');
    expect(accountAgeText('2026-06-14T11:00:00Z', now)).toBe('Conta criada há 1 dia');
    expect(accountAgeText('2026-06-01T12:00:00Z', now)).toBe('Conta criada há 14 dias');
    expect(accountAgeText('2026-05-10T12:00:00Z', now)).toBe('Conta criada há 1 mês');
    expect(accountAgeText('2025-12-15T12:00:00Z', now)).toBe('Conta criada há 6 meses');
    expect(accountAgeText('2025-06-01T12:00:00Z', now)).toBe('Conta criada há 1 ano');
    expect(accountAgeText('2023-06-01T12:00:00Z', now)).toBe('Conta criada há 3 anos');
  });

  it('never says a negative age (a clock a little behind the server)', () => {
    expect(accountAgeText('2026-06-15T12:05:00Z', now)).toBe('Conta criada hoje');
  });
});
