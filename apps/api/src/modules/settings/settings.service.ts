import {
  defaultSettingValues,
  isSettingKey,
  parseStoredSetting,
  publicSettingKeys,
  type SettingValues,
  type UpdateSettingsBody,
  updateSettingsBodySchema,
} from '@passarela/shared';
import type { TransactionRunner } from '../../db/transaction.ts';
import { createAuditRepository } from '../audit/index.ts';
import { createSettingsRepository, type SettingsRepository } from './settings.repository.ts';

/**
 * Settings are read on every page load and every HTML response (CSP), so they are cached briefly.
 * The short TTL bounds how stale another app instance can be after an admin change; the instance
 * that made the change sees it at once.
 */
const CACHE_TTL_MS = 5_000;

/** Long values (head scripts) are cut in the audit row; the setting itself keeps all of it. */
function shortened(value: unknown): unknown {
  return typeof value === 'string' && value.length > 300 ? `${value.slice(0, 300)}…` : value;
}

export interface SettingsServiceDeps {
  repository: SettingsRepository;
  runInTransaction: TransactionRunner;
  now?: () => number;
}

export function createSettingsService({ repository, runInTransaction, now = Date.now }: SettingsServiceDeps) {
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
      if (Object.keys(changes).length > 0) {
        // The change and its audit row commit together (docs/product.md "Admin": every admin action is logged).
        await runInTransaction(async (tx) => {
          await createSettingsRepository(tx).upsertMany(changes, updatedBy);
          await createAuditRepository(tx).record({
            actorId: updatedBy,
            action: 'settings.update',
            targetType: 'settings',
            targetId: 'app_settings',
            details: {
              target_label: Object.keys(changes).join(', '),
              changes: Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, shortened(value)])),
            },
          });
        });
      }
      cache = undefined;
      return getAll();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
