import {
  defaultSettingValues,
  isSettingKey,
  parseStoredSetting,
  publicSettingKeys,
  type SettingValues,
  type UpdateSettingsBody,
  updateSettingsBodySchema,
} from '@passarela/shared';
import type { SettingsRepository } from './settings.repository.ts';

/**
 * Settings are read on every page load and every HTML response (CSP), so they are cached briefly.
 * The short TTL bounds how stale another app instance can be after an admin change; the instance
 * that made the change sees it at once.
 */
const CACHE_TTL_MS = 5_000;

export function createSettingsService(repository: SettingsRepository, now: () => number = Date.now) {
  let cache: { values: SettingValues; loadedAt: number } | undefined;

  async function getAll(): Promise<SettingValues> {
    if (cache && now() - cache.loadedAt < CACHE_TTL_MS) return cache.values;
    const values = defaultSettingValues() as Record<string, unknown>;
    for (const row of await repository.findAll()) {
      if (isSettingKey(row.key)) values[row.key] = parseStoredSetting(row.key, row.value);
    }
    cache = { values: values as SettingValues, loadedAt: now() };
    return cache.values;
  }

  return {
    getAll,

    async getPublic(): Promise<Record<string, unknown>> {
      const all = await getAll();
      return Object.fromEntries(publicSettingKeys.map((key) => [key, all[key]]));
    },

    /** Validates every given key by its own schema (the route already did; services never trust callers). */
    async update(input: UpdateSettingsBody, updatedBy: string): Promise<SettingValues> {
      const parsed = updateSettingsBodySchema.parse(input);
      const changes = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
      await repository.upsertMany(changes, updatedBy);
      cache = undefined;
      return getAll();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
