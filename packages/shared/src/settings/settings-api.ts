import { z } from 'zod';
import { type SettingKey, settingDefinitions, settingKeys } from './setting-definitions.ts';

export type PublicSettings = Record<string, unknown>;

export const publicSettingsResponseSchema = z.object({ settings: z.record(z.string(), z.unknown()) });
export type PublicSettingsResponse = z.infer<typeof publicSettingsResponseSchema>;

/** Admin write: any subset of the keys, each validated by its own schema, unknown keys refused. */
export const updateSettingsBodySchema = z
  .object(
    Object.fromEntries(settingKeys.map((key) => [key, settingDefinitions[key].schema.optional()])) as {
      [K in SettingKey]: z.ZodOptional<(typeof settingDefinitions)[K]['schema']>;
    },
  )
  .strict();
export type UpdateSettingsBody = z.input<typeof updateSettingsBodySchema>;

export function isPaymentMethodEnabled(
  settings: PublicSettings,
  key: 'PAYMENT_METHOD_CREDIT_CARD' | 'PAYMENT_METHOD_BOLETO' | 'PAYMENT_METHOD_PIX' | 'PAYMENT_METHOD_MERCADOPAGO',
) {
  const value = settings[key];
  return value === true || value === 'true';
}
