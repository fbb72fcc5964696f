import { describe, expect, it } from 'vitest';
import { guardianIssues, guardianMessages, guardianSelfIssues, isMinorOn } from './minor-guardian.ts';
import { oldestBirthDate } from './profile-details.ts';

const now = new Date(2026, 10, 25, 12);

describe('isMinorOn', () => {
  it('turns 18 on the birthday itself, by the calendar date', () => {
    expect(isMinorOn('2008-11-25', now)).toBe(false);
    expect(isMinorOn('2008-11-26', now)).toBe(true);
    expect(isMinorOn('2012-01-01', now)).toBe(true);
    expect(isMinorOn('1990-05-10', now)).toBe(false);
  });

  it('an unknown birth date is not a minor', () => {
    expect(isMinorOn(null, now)).toBe(false);
    expect(isMinorOn(undefined, now)).toBe(false);
    expect(isMinorOn('', now)).toBe(false);
  });
});

describe('guardianIssues', () => {
  const guardian = { guardianName: 'Marta Lima', guardianEmail: 'marta@exemplo.com', guardianPhone: '19988887777' };

  it('asks nothing of adults and unknown ages', () => {
    expect(guardianIssues({ birthDate: '1990-05-10', guardianName: null, guardianEmail: null, guardianPhone: null }, now)).toEqual([]);
    expect(guardianIssues({ birthDate: null, guardianName: null, guardianEmail: null, guardianPhone: null }, now)).toEqual([]);
  });

  it('lists each missing field of a minor, blanks included', () => {
    expect(guardianIssues({ birthDate: '2010-03-01', ...guardian }, now)).toEqual([]);
    expect(guardianIssues({ birthDate: '2010-03-01', ...guardian, guardianName: '  ', guardianPhone: null }, now).map((issue) => issue.path)).toEqual([
      'guardian_name',
      'guardian_phone',
    ]);
  });
});

describe('guardianSelfIssues', () => {
  it('refuses her own address (any case) and her own number (any mask) as the guardian’s', () => {
    expect(
      guardianSelfIssues({ accountEmail: 'ana@exemplo.com', ownPhone: '11987654321', guardianEmail: ' Ana@Exemplo.com', guardianPhone: '(11) 98765-4321' }),
    ).toEqual([
      { path: 'guardian_email', message: guardianMessages.emailIsHers },
      { path: 'guardian_phone', message: guardianMessages.phoneIsHers },
    ]);
    expect(
      guardianSelfIssues({ accountEmail: 'ana@exemplo.com', ownPhone: '11987654321', guardianEmail: 'marta@exemplo.com', guardianPhone: '19988887777' }),
    ).toEqual([]);
    // Empty fields are for guardianIssues to report.
    expect(guardianSelfIssues({ accountEmail: '', ownPhone: null, guardianEmail: '', guardianPhone: null })).toEqual([]);
  });
});

describe('oldestBirthDate', () => {
  it('is the same day a hundred years back, 1 March when that day does not exist', () => {
    expect(oldestBirthDate(now)).toBe('1926-11-25');
    expect(oldestBirthDate(new Date(2028, 1, 29, 12))).toBe('1928-02-29');
    expect(oldestBirthDate(new Date(2024, 1, 29, 12))).toBe('1924-02-29');
    expect(oldestBirthDate(new Date(2025, 1, 28, 12))).toBe('1925-02-28');
    // 1900 was not a leap year.
    expect(oldestBirthDate(new Date(2000, 1, 29, 12))).toBe('1900-03-01');
  });
});
