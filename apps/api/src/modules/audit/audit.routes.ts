import { AUDIT_LOG_PAGE_SIZE, auditLogPageSchema, auditLogQuerySchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { createAuditRepository } from './audit.repository.ts';

export async function auditRoutes(app: AppInstance) {
  const repository = createAuditRepository(app.database.db);
  app.get(
    '/api/admin/audit-log',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Every admin action, newest first, filterable by action, admin and target',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await repository.list(request.query, AUDIT_LOG_PAGE_SIZE);
      return { items: page.items, next_cursor: page.nextCursor };
    },
  );
}
