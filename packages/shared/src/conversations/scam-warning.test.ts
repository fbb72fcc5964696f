import { describe, expect, it } from 'vitest';
import { moneyOutsideRequests, ordinaryMessages } from './contact-shield-phrasings.ts';
import { asksForMoneyOutside } from './scam-warning.ts';

describe('scam warning', () => {
  it('flags requests for money outside the platform, misspelt or spaced out', () => {
    expect(moneyOutsideRequests.filter((message) => !asksForMoneyOutside(message))).toEqual([]);
  });

  it('does not flag ordinary talk about a job, prices and the platform payment', () => {
    expect(ordinaryMessages.filter((message) => asksForMoneyOutside(message))).toEqual([]);
  });
});
