import { auditLogPageSchema, auditLogQuerySchema } from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';

export const auditRoutes = routesPlugin('admin', (route, { auditLogService }) => {
  route.get(
    '/api/admin/audit-log',
    {
      access: ['admin'],
      summary: 'Every admin action, newest first, filterable by action, admin and target',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogPageSchema },
    },
    async (request) => auditLogService.list(request.query),
  );
});
