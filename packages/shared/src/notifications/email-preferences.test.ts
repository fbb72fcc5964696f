import { describe, expect, it } from 'vitest';
import { emailedNotificationTypes, notificationTypes } from './notification-types.ts';
import { alwaysEmailedNotificationTypes, emailCategoryOf } from './email-preferences.ts';

describe('emailCategoryOf', () => {
  it('gives every emailed type a preference, but none to the bell-only ones and the account-safety ones', () => {
    for (const type of notificationTypes) {
      if (emailedNotificationTypes.has(type) && !alwaysEmailedNotificationTypes.has(type)) expect(emailCategoryOf(type), type).not.toBeNull();
      else expect(emailCategoryOf(type), type).toBeNull();
    }
    // Always emailed means emailed: each is in the emailed set.
    for (const type of alwaysEmailedNotificationTypes) expect(emailedNotificationTypes.has(type), type).toBe(true);
    expect(emailCategoryOf('proposal_received')).toBe('hiring');
    expect(emailCategoryOf('withdrawal_paid')).toBe('money');
  });
});
