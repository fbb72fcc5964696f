import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage, type AuditLogQuery } from '@passarela/shared';
import type { AuditRepository } from './audit.repository.ts';

/** The admin's audit log: every admin action, newest first, a page at a time. */
export function createAuditLogService(repository: AuditRepository) {
  return {
    async list(query: AuditLogQuery): Promise<AuditLogPage> {
      const page = await repository.list(query, AUDIT_LOG_PAGE_SIZE);
      return { items: page.items, next_cursor: page.nextCursor };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
