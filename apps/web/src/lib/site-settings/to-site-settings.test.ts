import { defaultSettingValues } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { hasShellSettings, mergeWithDefaults } from './to-site-settings.ts';

describe('site settings from the API answer', () => {
  it('accepts a complete answer as is', () => {
    expect(hasShellSettings({ ...defaultSettingValues() })).toBe(true);
  });

  it('notices a missing or mistyped key the shell reads', () => {
    const { SITE_NAME: _omitted, ...withoutName } = defaultSettingValues();
    expect(hasShellSettings(withoutName)).toBe(false);
    expect(hasShellSettings({ ...defaultSettingValues(), SITE_LOGO_SIZE: '36' })).toBe(false);
  });

  it('fills gaps with the shared defaults and drops values of the wrong type', () => {
    const merged = mergeWithDefaults({ SITE_NAME: 'Outra', SITE_LOGO_SIZE: 'grande', PAYMENT_METHOD_PIX: 'false', UNKNOWN: 1 }, defaultSettingValues());
    expect(merged.SITE_NAME).toBe('Outra');
    expect(merged.SITE_LOGO_SIZE).toBe(defaultSettingValues().SITE_LOGO_SIZE);
    expect(merged.PAYMENT_METHOD_PIX).toBe(false);
    expect(merged.SITE_LOGO_URL).toBe('/logo.svg');
    expect('UNKNOWN' in merged).toBe(false);
  });
});
