import type { PublicSettingsResponse, SettingValues } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { loadDefaultSettings } from './load-default-settings.ts';
import { hasShellSettings, mergeWithDefaults } from './to-site-settings.ts';

export const settingsQueryKey = ['settings'] as const;

export function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<PublicSettingsResponse> {
  return apiClient.get<PublicSettingsResponse>('/api/settings', { signal });
}

async function fetchSiteSettings(signal: AbortSignal): Promise<SettingValues> {
  const { settings } = await getSettings({ signal });
  // The server validates every value against the shared schemas, so a complete answer is used as is.
  if (hasShellSettings(settings)) return settings as SettingValues;
  return mergeWithDefaults(settings, await loadDefaultSettings());
}

/**
 * Loaded once at start and kept fresh: admins change settings (logo, tracking IDs) and open
 * browsers must follow without a reload. staleTime 0 makes every window focus refetch
 * (refetchOnWindowFocus, i.e. the tab becoming visible again) and the 60 s interval covers tabs
 * that stay visible; refetchOnMount is off so components that mount later reuse the cache.
 */
export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: ({ signal }) => fetchSiteSettings(signal),
  staleTime: 0,
  refetchOnMount: false,
  refetchOnWindowFocus: true,
  refetchInterval: 60_000,
  // One quick retry: the whole site waits behind a spinner for this answer.
  retry: 1,
  retryDelay: 500,
  // During an outage, components mounting must not each fire another request; focus and the
  // interval keep retrying.
  retryOnMount: false,
});

export function useSettingsQuery() {
  return useQuery(settingsQueryOptions);
}

/** The shared defaults, fetched only when the settings could not be loaded. */
export function useDefaultSettingsQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: ['settings', 'defaults'], queryFn: loadDefaultSettings, enabled, staleTime: Number.POSITIVE_INFINITY, retry: 2 });
}
