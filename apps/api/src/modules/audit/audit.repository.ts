import type { AuditAction, AuditEntry, AuditLogQuery } from '@passarela/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { keysetColumns, newestFirstPage } from '../../lib/keyset-cursor.ts';

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  targetType:
    | 'user'
    | 'settings'
    | 'page'
    | 'job'
    | 'review'
    | 'contact_message'
    | 'withdrawal'
    | 'contract'
    | 'shoot_booking'
    | 'identity_verification'
    | 'message'
    | 'shoot_package'
    | 'conversation';
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
      const page = await newestFirstPage(
        db
          .select({ entry: auditLog, actorName: users.name, actorEmail: users.email, ...keysetColumns(auditLog) })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId)),
        { table: auditLog, cursor: query.cursor, limit: pageSize },
        conditions,
      );
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
