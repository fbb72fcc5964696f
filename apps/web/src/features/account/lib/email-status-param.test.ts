import { describe, expect, it } from 'vitest';
import { emailStatusFromLocation } from './email-status-param.ts';

describe('emailStatusFromLocation', () => {
  it('nothing to do without the parameter', () => {
    expect(emailStatusFromLocation('/', '')).toBeNull();
    expect(emailStatusFromLocation('/', '?auth=login')).toBeNull();
  });

  it('confirmado: success toast, session refreshed, parameter removed', () => {
    const outcome = emailStatusFromLocation('/', '?email=confirmado');
    expect(outcome?.toast).toMatchObject({ variant: 'success', title: 'Email confirmado!' });
    expect(outcome?.refreshSession).toBe(true);
    expect(outcome?.cleanedSearch).toBe('');
  });

  it('alterado keeps the other parameters (the settings tab)', () => {
    const outcome = emailStatusFromLocation('/dashboard', '?tab=settings&email=alterado');
    expect(outcome?.toast).toMatchObject({ variant: 'success', title: 'Email alterado!' });
    expect(outcome?.cleanedSearch).toBe('?tab=settings');
  });

  it('link-invalido is destructive and names the right flow', () => {
    const confirm = emailStatusFromLocation('/', '?email=link-invalido');
    expect(confirm?.toast.variant).toBe('destructive');
    expect(confirm?.toast.description).toContain('Reenviar email');
    expect(confirm?.refreshSession).toBe(false);
    const change = emailStatusFromLocation('/dashboard', '?tab=settings&email=link-invalido');
    expect(change?.toast.description).toContain('troca de email');
  });

  it('an unknown value is only removed, with no toast', () => {
    const outcome = emailStatusFromLocation('/', '?email=xyz&a=1');
    expect(outcome?.toast).toEqual({});
    expect(outcome?.cleanedSearch).toBe('?a=1');
  });
});
