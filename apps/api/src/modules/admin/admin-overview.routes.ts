import { adminOverviewQuerySchema, adminOverviewSchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';

/** The first screen of /admin: the marketplace's numbers by day, week or month. */
export async function adminOverviewRoutes(app: AppInstance) {
  const { adminOverviewService } = app.services;

  app.get(
    '/api/admin/overview',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Users, jobs, applications and contracts now and over time (day, week, month)',
        querystring: adminOverviewQuerySchema,
        response: { 200: adminOverviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminOverviewService.snapshot(request.query.period);
    },
  );
}
