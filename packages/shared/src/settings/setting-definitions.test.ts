import { describe, expect, it } from 'vitest';
import { defaultSettingValues, parseStoredSetting, publicSettingKeys, settingKeys } from './setting-definitions.ts';
import { isPaymentMethodEnabled, updateSettingsBodySchema } from './settings-api.ts';

describe('app settings', () => {
  it('has every key the spec names', () => {
    for (const key of [
      'SITE_LOGO_URL',
      'SITE_LOGO_SIZE',
      'PAYMENT_METHOD_CREDIT_CARD',
      'PAYMENT_METHOD_BOLETO',
      'PAYMENT_METHOD_PIX',
      'PAYMENT_METHOD_MERCADOPAGO',
      'FACEBOOK_PIXEL_ID',
      'GOOGLE_TRACKING_ID',
      'HEAD_CUSTOM_SCRIPTS',
    ]) {
      expect(settingKeys).toContain(key);
      expect(publicSettingKeys).toContain(key);
    }
  });

  it("reads payment switches stored as true or the string 'true' (docs/product.md, Spec 3)", () => {
    expect(parseStoredSetting('PAYMENT_METHOD_PIX', 'true')).toBe(true);
    expect(parseStoredSetting('PAYMENT_METHOD_PIX', true)).toBe(true);
    expect(parseStoredSetting('PAYMENT_METHOD_PIX', 'false')).toBe(false);
    expect(isPaymentMethodEnabled({ PAYMENT_METHOD_PIX: 'true' }, 'PAYMENT_METHOD_PIX')).toBe(true);
    expect(isPaymentMethodEnabled({ PAYMENT_METHOD_PIX: 'yes' }, 'PAYMENT_METHOD_PIX')).toBe(false);
  });

  it('falls back to the default when a stored value no longer fits', () => {
    expect(parseStoredSetting('SITE_LOGO_SIZE', 'huge')).toBe(defaultSettingValues().SITE_LOGO_SIZE);
  });

  it('refuses unknown keys and wrong types in an update', () => {
    expect(updateSettingsBodySchema.safeParse({ NOPE: 1 }).success).toBe(false);
    expect(updateSettingsBodySchema.safeParse({ SITE_LOGO_SIZE: '40' }).success).toBe(false);
    expect(updateSettingsBodySchema.safeParse({ SITE_LOGO_SIZE: 40, PAYMENT_METHOD_PIX: false }).success).toBe(true);
  });
});
