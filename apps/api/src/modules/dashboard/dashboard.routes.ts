import { overviewResponseSchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

/** "Visão Geral" of the dashboard: the caller's numbers for their role. */
export async function dashboardRoutes(app: AppInstance) {
  const { dashboardService } = app.services;

  app.get(
    '/api/me/overview',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dashboard'],
        summary: 'The caller’s dashboard numbers (applications, jobs, proposals, contracts, rating, unread notifications)',
        response: { 200: overviewResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardService.overview(requireSessionUser(request));
    },
  );
}
