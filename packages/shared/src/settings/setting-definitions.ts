import { z } from 'zod';
import { intInput } from '../input/number-input.ts';
import { emailInput, textInput } from '../input/text-input.ts';
import { formatCentavos } from '../format/format-number-pt-br.ts';
import { PAYMENT_MAX_CENTS, PAYMENT_MIN_CENTS } from '../payments/payments-api.ts';

/**
 * docs/product.md "Spec 3" stores payment switches as `true` or the string 'true'; older rows may hold either,
 * so reading accepts both and always yields a boolean.
 */
const booleanSetting = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/**
 * An amount of money a setting holds, with the range it makes sense in: a PRO price of R$ 0,00
 * cannot be paid (a payment must be at least PAYMENT_MIN_CENTS), nor one above what a single
 * payment may take.
 */
const centavos = (min: number, max: number) => intInput({ min, max, message: `Use um valor entre ${formatCentavos(min)} e ${formatCentavos(max)}.` });
const proPrice = centavos(PAYMENT_MIN_CENTS, PAYMENT_MAX_CENTS);
const smallCount = intInput({ min: 0, max: 10_000, message: 'Use um número inteiro entre 0 e 10.000.' });
const trackingId = textInput({ max: 64 }).regex(/^[A-Za-z0-9-]*$/, 'Use apenas letras, números e hífen.');

/**
 * Every app setting: its schema, its default and whether browsers may read it. `kind` tells the
 * admin screen which input to render. Adding a key here is all a new setting needs.
 */
export const settingDefinitions = {
  SITE_NAME: {
    kind: 'text',
    public: true,
    default: 'Passarela',
    schema: textInput({ max: 60, min: 1, required: 'Informe o nome do site.' }),
    label: 'Nome do site',
  },
  SITE_LOGO_URL: {
    kind: 'image',
    public: true,
    default: '/logo.svg',
    schema: textInput({ max: 500 }).regex(/^(\/|https:\/\/)/, 'Use um caminho do site ou um endereço https.'),
    label: 'Logo',
  },
  SITE_LOGO_SIZE: {
    kind: 'number',
    public: true,
    default: 36,
    schema: intInput({ min: 16, max: 56, message: 'Use uma altura entre 16 e 56 px.' }),
    label: 'Altura do logo (px)',
  },
  PAYMENT_METHOD_CREDIT_CARD: { kind: 'boolean', public: true, default: true, schema: booleanSetting, label: 'Cartão de crédito e débito' },
  PAYMENT_METHOD_BOLETO: { kind: 'boolean', public: true, default: true, schema: booleanSetting, label: 'Boleto' },
  PAYMENT_METHOD_PIX: { kind: 'boolean', public: true, default: true, schema: booleanSetting, label: 'Pix' },
  PAYMENT_METHOD_MERCADOPAGO: { kind: 'boolean', public: true, default: true, schema: booleanSetting, label: 'Carteira Mercado Pago' },
  FACEBOOK_PIXEL_ID: { kind: 'text', public: true, default: '', schema: trackingId, label: 'ID do Pixel do Facebook' },
  GOOGLE_TRACKING_ID: { kind: 'text', public: true, default: '', schema: trackingId, label: 'ID de rastreamento do Google' },
  HEAD_CUSTOM_SCRIPTS: {
    kind: 'code',
    public: true,
    default: '',
    schema: textInput({ max: 20_000, trim: false }),
    label: 'Scripts personalizados no <head>',
  },
  PRO_MONTHLY_PRICE_CENTS: { kind: 'money', public: true, default: 4990, schema: proPrice, label: 'Preço PRO mensal (R$)' },
  PRO_YEARLY_PRICE_CENTS: { kind: 'money', public: true, default: 47_900, schema: proPrice, label: 'Preço PRO anual (R$)' },
  PLATFORM_FEE_BPS: {
    kind: 'percent',
    public: true,
    default: 1000,
    schema: intInput({ min: 0, max: 5000, message: 'Use uma taxa entre 0% e 50%.' }),
    label: 'Taxa da plataforma (centésimos de %)',
  },
  FREE_MONTHLY_APPLICATIONS: { kind: 'number', public: true, default: 10, schema: smallCount, label: 'Candidaturas por mês (grátis)' },
  FREE_GALLERY_LIMIT: { kind: 'number', public: true, default: 12, schema: smallCount, label: 'Fotos na galeria (grátis)' },
  PRO_GALLERY_LIMIT: { kind: 'number', public: true, default: 60, schema: smallCount, label: 'Fotos na galeria (PRO)' },
  REVIEW_WINDOW_DAYS: {
    kind: 'number',
    public: true,
    default: 14,
    schema: intInput({ min: 1, max: 90, message: 'Use um prazo entre 1 e 90 dias.' }),
    label: 'Prazo para avaliar (dias)',
  },
  MIN_WITHDRAWAL_CENTS: { kind: 'money', public: true, default: 2000, schema: centavos(0, 1_000_000), label: 'Saque mínimo (R$)' },
  CONTACT_EMAIL: { kind: 'text', public: true, default: 'contato@passarela.app', schema: emailInput('Informe um email válido.'), label: 'Email de contato' },
  ADMIN_ALERT_EMAIL: {
    kind: 'text',
    public: false,
    default: '',
    schema: z.union([z.literal(''), emailInput('Informe um email válido ou deixe em branco.')]),
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
