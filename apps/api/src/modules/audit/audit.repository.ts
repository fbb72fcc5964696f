import type { AuditAction, AuditEntry, AuditLogQuery } from '@passarela/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { afterKeyset, createdAtKey, keysetPositionOf, toKeysetPage } from '../../lib/keyset-cursor.ts';

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  targetType: 'user' | 'settings' | 'page' | 'job' | 'review' | 'contact_message' | 'withdrawal' | 'contract';
  targetId: string;
  reason?: string;
  details?: Record<string, unknown>;
}

export function createAuditRepository(db: Database) {
  return {
    /** Writes one audit row; build the repository on the transaction's handle so the record commits with the action. */
    async record(record: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({ ...record, reason: record.reason ?? '', details: record.details ?? {} });
    },

    async list(query: AuditLogQuery, pageSize: number): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
      const conditions: (SQL | undefined)[] = [];
      if (query.action) conditions.push(eq(auditLog.action, query.action));
      if (query.actor_id) conditions.push(eq(auditLog.actorId, query.actor_id));
      if (query.target_id) conditions.push(eq(auditLog.targetId, query.target_id));
      if (query.cursor) conditions.push(afterKeyset(auditLog.createdAt, auditLog.id, query.cursor));
      const rows = await db
        .select({ entry: auditLog, actorName: users.name, actorEmail: users.email, createdAtKey: createdAtKey(auditLog.createdAt), id: auditLog.id })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(...conditions))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageSize + 1);
      const page = toKeysetPage(rows, pageSize, keysetPositionOf);
      return {
        items: page.rows.map(({ entry, actorName, actorEmail }) => ({
          id: entry.id,
          actor: { id: entry.actorId, name: actorName, email: actorEmail },
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          target_label: typeof entry.details.target_label === 'string' ? entry.details.target_label : null,
          reason: entry.reason,
          details: entry.details,
          created_at: entry.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
