import { describe, expect, it } from 'vitest';
import { emailedNotificationTypes, notificationTypes } from './notification-types.ts';
import { emailCategoryOf } from './email-preferences.ts';

describe('emailCategoryOf', () => {
  it('gives every emailed type a preference, and none to the bell-only ones', () => {
    for (const type of notificationTypes) {
      if (emailedNotificationTypes.has(type)) expect(emailCategoryOf(type), type).not.toBeNull();
      else expect(emailCategoryOf(type), type).toBeNull();
    }
    expect(emailCategoryOf('proposal_received')).toBe('hiring');
    expect(emailCategoryOf('withdrawal_paid')).toBe('money');
  });
});
