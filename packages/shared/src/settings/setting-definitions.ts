import { z } from 'zod';

/**
 * The spec stores payment switches as `true` or the string 'true'; older rows may hold either,
 * so reading accepts both and always yields a boolean.
 */
const booleanSetting = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

const centavos = z.number().int().min(0).max(100_000_000);
const smallCount = z.number().int().min(0).max(10_000);
const trackingId = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9-]*$/, 'Use apenas letras, números e hífen.');

/**
 * Every app setting: its schema, its default and whether browsers may read it. `kind` tells the
 * admin screen which input to render. Adding a key here is all a new setting needs.
 */
export const settingDefinitions = {
  SITE_NAME: { kind: 'text', public: true, default: 'Passarela', schema: z.string().trim().min(1).max(60), label: 'Nome do site' },
  SITE_LOGO_URL: {
    kind: 'image',
    public: true,
    default: '/logo.svg',
    schema: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/|https:\/\/)/, 'Use um caminho do site ou um endereço https.'),
    label: 'Logo',
  },
  SITE_LOGO_SIZE: { kind: 'number', public: true, default: 36, schema: z.number().int().min(16).max(56), label: 'Altura do logo (px)' },
  PAYMENT_METHOD_CREDIT_CARD: { kind: 'boolean', public: true, default: true, schema: booleanSetting, label: 'Cartão de crédito e débito' },
  PAYMENT_METHOD_BOLETO: { kind: 'boolean', public: true, default: true, schema: booleanSetting, label: 'Boleto' },
  PAYMENT_METHOD_PIX: { kind: 'boolean', public: true, default: true, schema: booleanSetting, label: 'Pix' },
  PAYMENT_METHOD_MERCADOPAGO: { kind: 'boolean', public: true, default: true, schema: booleanSetting, label: 'Carteira Mercado Pago' },
  FACEBOOK_PIXEL_ID: { kind: 'text', public: true, default: '', schema: trackingId, label: 'ID do Pixel do Facebook' },
  GOOGLE_TRACKING_ID: { kind: 'text', public: true, default: '', schema: trackingId, label: 'ID de rastreamento do Google' },
  HEAD_CUSTOM_SCRIPTS: { kind: 'code', public: true, default: '', schema: z.string().max(20_000), label: 'Scripts personalizados no <head>' },
  PRO_MONTHLY_PRICE_CENTS: { kind: 'money', public: true, default: 4990, schema: centavos, label: 'Preço PRO mensal' },
  PRO_YEARLY_PRICE_CENTS: { kind: 'money', public: true, default: 47_900, schema: centavos, label: 'Preço PRO anual' },
  PLATFORM_FEE_BPS: {
    kind: 'percent',
    public: true,
    default: 1000,
    schema: z.number().int().min(0).max(5000),
    label: 'Taxa da plataforma (centésimos de %)',
  },
  FREE_MONTHLY_APPLICATIONS: { kind: 'number', public: true, default: 10, schema: smallCount, label: 'Candidaturas por mês (grátis)' },
  FREE_GALLERY_LIMIT: { kind: 'number', public: true, default: 12, schema: smallCount, label: 'Fotos na galeria (grátis)' },
  PRO_GALLERY_LIMIT: { kind: 'number', public: true, default: 60, schema: smallCount, label: 'Fotos na galeria (PRO)' },
  REVIEW_WINDOW_DAYS: { kind: 'number', public: true, default: 14, schema: z.number().int().min(1).max(90), label: 'Prazo para avaliar (dias)' },
  MIN_WITHDRAWAL_CENTS: { kind: 'money', public: true, default: 2000, schema: centavos, label: 'Saque mínimo' },
  CONTACT_EMAIL: { kind: 'text', public: true, default: 'contato@passarela.app', schema: z.email().max(200), label: 'Email de contato' },
  ADMIN_ALERT_EMAIL: {
    kind: 'text',
    public: false,
    default: '',
    schema: z.union([z.literal(''), z.email().max(200)]),
    label: 'Email que recebe alertas do admin',
  },
} as const;

export type SettingKey = keyof typeof settingDefinitions;
export type SettingValues = { [K in SettingKey]: z.output<(typeof settingDefinitions)[K]['schema']> };

export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
export const publicSettingKeys = settingKeys.filter((key) => settingDefinitions[key].public);

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingDefinitions, key);
}

export function defaultSettingValues(): SettingValues {
  const values: Record<string, unknown> = {};
  for (const key of settingKeys) values[key] = settingDefinitions[key].default;
  return values as SettingValues;
}

/** Reads one stored value; a stored value that no longer fits its schema falls back to the default. */
export function parseStoredSetting<K extends SettingKey>(key: K, stored: unknown): SettingValues[K] {
  const parsed = settingDefinitions[key].schema.safeParse(stored);
  return (parsed.success ? parsed.data : settingDefinitions[key].default) as SettingValues[K];
}
