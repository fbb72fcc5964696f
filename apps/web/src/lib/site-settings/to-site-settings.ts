import type { SettingValues } from '@passarela/shared';

/** The keys the shell reads on every page, with the JS type the server sends for each. */
const shellSettingTypes = {
  SITE_NAME: 'string',
  SITE_LOGO_URL: 'string',
  SITE_LOGO_SIZE: 'number',
  FACEBOOK_PIXEL_ID: 'string',
  GOOGLE_TRACKING_ID: 'string',
  HEAD_CUSTOM_SCRIPTS: 'string',
} as const satisfies Partial<Record<keyof SettingValues, 'string' | 'number' | 'boolean'>>;

/** True when the server's answer (already validated there) has everything the shell needs. */
export function hasShellSettings(settings: Record<string, unknown>): boolean {
  return Object.entries(shellSettingTypes).every(([key, type]) => typeof settings[key] === type);
}

/** Server values over the shared defaults; a value of the wrong type keeps its default. */
export function mergeWithDefaults(settings: Record<string, unknown>, defaults: SettingValues): SettingValues {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = settings[key];
    if (value === undefined) continue;
    // Payment switches may arrive as 'true'/'false' strings (spec); everything else must match its default's type.
    if (typeof fallback === 'boolean' && (value === 'true' || value === 'false')) merged[key] = value === 'true';
    else if (typeof value === typeof fallback) merged[key] = value;
  }
  return merged as SettingValues;
}
