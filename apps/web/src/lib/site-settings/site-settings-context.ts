import type { SettingValues } from '@passarela/shared';
import { createContext, useContext } from 'react';

/** Provided by the root route once the settings (or their defaults) are known. */
export const SiteSettingsContext = createContext<SettingValues | null>(null);

/** The site's public settings, for anything rendered under the root route. */
export function useSiteSettings(): SettingValues {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings precisa estar dentro do RootRoute (SiteSettingsContext).');
  return settings;
}
