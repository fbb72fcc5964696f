import { defaultSettingValues, type SettingValues } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { changedSettings, maskSettingInput, parseDecimal, toFormValues } from './setting-input-values.ts';

const defaults: SettingValues = defaultSettingValues();

describe('admin settings form values', () => {
  it('shows money in reais and the fee in percent, and sends back only what changed, in centavos and basis points', () => {
    const initial = toFormValues({ ...defaults, PRO_MONTHLY_PRICE_CENTS: 4990, PLATFORM_FEE_BPS: 1000 });
    expect(initial.PRO_MONTHLY_PRICE_CENTS).toBe('49,90');
    expect(initial.PLATFORM_FEE_BPS).toBe('10');
    const result = changedSettings(initial, { ...initial, PRO_MONTHLY_PRICE_CENTS: '1.234,50', PLATFORM_FEE_BPS: '2,5', PAYMENT_METHOD_PIX: false });
    expect(result).toEqual({ changes: { PRO_MONTHLY_PRICE_CENTS: 123_450, PLATFORM_FEE_BPS: 250, PAYMENT_METHOD_PIX: false }, errors: {} });
  });

  it('reads money typed as digits the way every money field does: 5990 is R$ 59,90, never R$ 5.990,00', () => {
    const initial = toFormValues(defaults);
    const shown = maskSettingInput('PRO_MONTHLY_PRICE_CENTS', '5990');
    expect(shown).toBe('59,90');
    expect(changedSettings(initial, { ...initial, PRO_MONTHLY_PRICE_CENTS: shown }).changes).toEqual({ PRO_MONTHLY_PRICE_CENTS: 5990 });
    expect(maskSettingInput('SITE_NAME', '5990')).toBe('5990');
  });

  it('refuses a PRO price of zero and money settings out of their range', () => {
    const initial = toFormValues(defaults);
    const result = changedSettings(initial, {
      ...initial,
      PRO_MONTHLY_PRICE_CENTS: '0,00',
      PRO_YEARLY_PRICE_CENTS: maskSettingInput('PRO_YEARLY_PRICE_CENTS', '999999999'),
    });
    expect(Object.keys(result.errors).sort()).toEqual(['PRO_MONTHLY_PRICE_CENTS', 'PRO_YEARLY_PRICE_CENTS']);
  });

  it('refuses what the setting schemas refuse, with a message per field', () => {
    const initial = toFormValues(defaults);
    const result = changedSettings(initial, { ...initial, SITE_LOGO_SIZE: '500', PRO_YEARLY_PRICE_CENTS: 'abc', GOOGLE_TRACKING_ID: '<script>' });
    expect(Object.keys(result.errors).sort()).toEqual(['GOOGLE_TRACKING_ID', 'PRO_YEARLY_PRICE_CENTS', 'SITE_LOGO_SIZE']);
    expect(result.changes).toEqual({});
  });

  it('reads Brazilian and plain decimals', () => {
    expect(parseDecimal('1.234,56')).toBe(1234.56);
    expect(parseDecimal('49.90')).toBe(49.9);
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('1,2,3')).toBeNaN();
  });
});
