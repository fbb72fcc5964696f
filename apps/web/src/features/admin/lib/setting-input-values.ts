import { currencyInputToCentavos, formatCurrencyInput, type SettingKey, settingDefinitions, type SettingValues } from '@passarela/shared';

/**
 * Settings as the admin form edits them (strings in inputs, booleans in switches) and back.
 * Money is shown in reais ('49,90') through the same currency mask as every other money field of
 * the site (typing 5990 shows 59,90: digits are centavos everywhere), and stored in centavos; the
 * fee is typed in percent ('10' or '2,5') and stored in basis points.
 */
export type SettingFormValues = Record<SettingKey, string | boolean>;

const toReais = (centavos: number) => formatCurrencyInput(String(centavos));
const toPercent = (bps: number) => String(bps / 100).replace('.', ',');

export function toFormValues(values: SettingValues): SettingFormValues {
  const form = {} as SettingFormValues;
  for (const key of Object.keys(settingDefinitions) as SettingKey[]) {
    const kind = settingDefinitions[key].kind;
    const value = values[key];
    form[key] = kind === 'boolean' ? Boolean(value) : kind === 'money' ? toReais(Number(value)) : kind === 'percent' ? toPercent(Number(value)) : String(value);
  }
  return form;
}

/** A decimal typed the Brazilian way ('1.234,56' or '1234.56'), or NaN. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return Number(normalised);
}

/** What a setting's input shows while the admin types: money goes through the currency mask. */
export function maskSettingInput(key: SettingKey, typed: string): string {
  return settingDefinitions[key].kind === 'money' ? formatCurrencyInput(typed) : typed;
}

/** The stored value for one input, or an error message in Portuguese. */
export function fromFormValue(key: SettingKey, value: string | boolean): { value: unknown } | { error: string } {
  const kind = settingDefinitions[key].kind;
  if (kind === 'boolean') return { value: Boolean(value) };
  const text = String(value);
  if (kind === 'money') {
    return /\d/.test(text) ? { value: currencyInputToCentavos(text) } : { error: 'Digite um valor em reais, como 49,90.' };
  }
  if (kind === 'percent') {
    const percent = parseDecimal(text);
    return Number.isFinite(percent) ? { value: Math.round(percent * 100) } : { error: 'Digite uma porcentagem, como 10 ou 2,5.' };
  }
  if (kind === 'number') {
    return /^\d+$/.test(text.trim()) ? { value: Number(text.trim()) } : { error: 'Digite um número inteiro.' };
  }
  return { value: text };
}

/** The keys whose stored value would change, with their new values, or the errors by key. */
export function changedSettings(
  initial: SettingFormValues,
  current: SettingFormValues,
): { changes: Partial<Record<SettingKey, unknown>>; errors: Partial<Record<SettingKey, string>> } {
  const changes: Partial<Record<SettingKey, unknown>> = {};
  const errors: Partial<Record<SettingKey, string>> = {};
  for (const key of Object.keys(current) as SettingKey[]) {
    if (current[key] === initial[key]) continue;
    const parsed = fromFormValue(key, current[key]);
    if ('error' in parsed) {
      errors[key] = parsed.error;
      continue;
    }
    const schema = settingDefinitions[key].schema;
    const checked = schema.safeParse(parsed.value);
    if (!checked.success) errors[key] = checked.error.issues[0]?.message ?? 'Valor inválido.';
    else changes[key] = parsed.value;
  }
  return { changes, errors };
}
