import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

export function createSettingsRepository(db: Database) {
  return {
    async findAll(): Promise<Array<{ key: string; value: unknown }>> {
      const rows = await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings);
      return rows.map((row) => ({ key: row.key, value: row.value?.value }));
    },

    async upsertMany(values: Record<string, unknown>, updatedBy: string): Promise<void> {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value: { value }, updatedBy }));
      await db
        .insert(appSettings)
        .values(rows)
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
        });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
