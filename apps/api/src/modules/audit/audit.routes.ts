import { auditLogPageSchema, auditLogQuerySchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';

export async function auditRoutes(app: AppInstance) {
  const { auditLogService } = app.services;
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
      return auditLogService.list(request.query);
    },
  );
}
