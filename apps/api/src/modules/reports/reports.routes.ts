import {
  adminReportItemParamsSchema,
  adminReportsPageSchema,
  adminReportsQuerySchema,
  createReportBodySchema,
  createReportResponseSchema,
  resolveReportsBodySchema,
  resolveReportsResponseSchema,
} from '@passarela/shared';
import { routesOf } from '../../plugins/route-declaration.ts';
import type { AppInstance } from '../../app-instance.ts';

/**
 * "Denunciar" for any signed-in person (a confirmed email is not needed: reporting danger must
 * never wait on an inbox), and the admins' queue that acts on the reports.
 */
export async function reportsRoutes(app: AppInstance) {
  const { reportsService, reportsAdminService } = app.services;

  routesOf(app, 'reports').post(
    '/api/reports',
    {
      access: 'user',
      summary: 'Report a profile (by its owner’s user id), job, review, message or shoot package; one open report per person and item',
      body: createReportBodySchema,
      response: { 201: createReportResponseSchema },
    },
    async (request, reply) => reply.code(201).send(await reportsService.create(request.sessionUser, request.body)),
  );

  const admin = routesOf(app, 'admin');
  admin.get(
    '/api/admin/reports',
    {
      access: ['admin'],
      summary: 'Open reports grouped by item: urgent first, then the most reporters, then the oldest',
      querystring: adminReportsQuerySchema,
      response: { 200: adminReportsPageSchema },
    },
    async (request) => reportsAdminService.queue(request.query.cursor),
  );

  admin.post(
    '/api/admin/reports/:kind/:id/resolve',
    {
      access: ['admin'],
      summary: 'Close every open report of an item: dismiss, or hide the item, warn or suspend its author, with a reason (audited; reporters are told)',
      params: adminReportItemParamsSchema,
      body: resolveReportsBodySchema,
      response: { 200: resolveReportsResponseSchema },
    },
    async (request) => reportsAdminService.resolve(request.sessionUser, { kind: request.params.kind, id: request.params.id }, request.body),
  );
}
