import { describe, expect, it } from 'vitest';
import { guardianIssues, isMinorOn } from './minor-guardian.ts';

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
