import { overviewResponseSchema } from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** "Visão Geral" of the dashboard: the caller's numbers for their role. */
export const dashboardRoutes = routesPlugin('dashboard', (route, { dashboardService }) => {
  route.get(
    '/api/me/overview',
    {
      access: 'user',
      summary: 'The caller’s dashboard numbers (applications, jobs, proposals, contracts, rating, unread notifications)',
      response: { 200: overviewResponseSchema },
    },
    async (request) => dashboardService.overview(request.sessionUser),
  );
});
