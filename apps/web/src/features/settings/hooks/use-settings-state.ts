import { useDefaultSettingsQuery, useSettingsQuery } from '../../../lib/site-settings/get-settings.ts';

/**
 * Settings state for the root route: the server's values, or the shared defaults once the
 * server has failed and nothing is cached (spec: 'Erro de Configuração', the site still renders).
 * A failure is remembered across refetches (which reset a data-less query to 'pending'), so a
 * retry during an outage does not flash the loading screen.
 */
export function useSettingsState() {
  const settingsQuery = useSettingsQuery();
  const failedWithoutData = settingsQuery.data === undefined && settingsQuery.errorUpdateCount > 0;
  const defaultsQuery = useDefaultSettingsQuery({ enabled: failedWithoutData });
  const settings = settingsQuery.data ?? (failedWithoutData ? defaultsQuery.data : undefined);
  return {
    settings,
    failedWithoutData,
    /** Neither the API nor the defaults chunk could be loaded: the site is offline. */
    defaultsError: failedWithoutData && defaultsQuery.isError ? defaultsQuery.error : null,
  };
}
