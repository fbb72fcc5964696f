import { adminOverviewQuerySchema, adminOverviewSchema } from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** The first screen of /admin: the marketplace's numbers by day, week or month. */
export const adminOverviewRoutes = routesPlugin('admin', (route, { adminOverviewService }) => {
  route.get(
    '/api/admin/overview',
    {
      access: ['admin'],
      summary: 'Users, jobs, applications and contracts now and over time (day, week, month)',
      querystring: adminOverviewQuerySchema,
      response: { 200: adminOverviewSchema },
    },
    async (request) => adminOverviewService.snapshot(request.query.period),
  );
});
