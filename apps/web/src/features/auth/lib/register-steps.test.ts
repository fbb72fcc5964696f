import { describe, expect, it } from 'vitest';
import { totalRegisterSteps, wizardProgressPercent } from './register-steps.ts';

describe('register wizard steps', () => {
  it('has 10 steps for models and 6 for contractors and photographers', () => {
    expect(totalRegisterSteps('model')).toBe(10);
    expect(totalRegisterSteps('contractor')).toBe(6);
    expect(totalRegisterSteps('photographer')).toBe(6);
  });

  it('shows step/total as a percentage, and 100% in login mode', () => {
    expect(wizardProgressPercent('register', 1, 10)).toBe(10);
    expect(wizardProgressPercent('register', 1, 6)).toBe(17);
    expect(wizardProgressPercent('register', 6, 6)).toBe(100);
    expect(wizardProgressPercent('login', 1, 10)).toBe(100);
  });
});
