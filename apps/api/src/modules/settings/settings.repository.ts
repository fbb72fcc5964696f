import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.repository.ts';

/** Long values (head scripts) are cut in the audit row; the setting itself keeps all of it. */
function shortened(value: unknown): unknown {
  return typeof value === 'string' && value.length > 300 ? `${value.slice(0, 300)}…` : value;
}

export function createSettingsRepository(db: Database) {
  return {
    async findAll(): Promise<Array<{ key: string; value: unknown }>> {
      const rows = await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings);
      return rows.map((row) => ({ key: row.key, value: row.value?.value }));
    },

    async upsertMany(values: Record<string, unknown>, updatedBy: string): Promise<void> {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value: { value }, updatedBy }));
      if (rows.length === 0) return;
      // The change and its audit row commit together (PRODUCT.md "Admin": every admin action is logged).
      await db.transaction(async (tx) => {
        await tx
          .insert(appSettings)
          .values(rows)
          .onConflictDoUpdate({
            target: appSettings.key,
            set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
          });
        const keys = Object.keys(values);
        await recordAudit(tx as unknown as Database, {
          actorId: updatedBy,
          action: 'settings.update',
          targetType: 'settings',
          targetId: 'app_settings',
          details: { target_label: keys.join(', '), changes: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, shortened(value)])) },
        });
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
