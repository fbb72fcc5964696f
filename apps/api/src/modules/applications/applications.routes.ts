import {
  applicationJobParamsSchema,
  applicationParamsSchema,
  applicationResponseSchema,
  applyBodySchema,
  jobApplicantResponseSchema,
  jobApplicantsResponseSchema,
  myApplicationResponseSchema,
  myApplicationsResponseSchema,
  proposalBodySchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { hirers } from '../hiring/index.ts';

/** Applications (candidaturas): the model's side and the job owner's side. */
export async function applicationsRoutes(app: AppInstance) {
  const { applicationsService: service } = app.services;

  app.post(
    '/api/jobs/:jobId/applications',
    {
      config: { access: ['model'], requireVerifiedEmail: true },
      schema: {
        tags: ['applications'],
        summary: 'Apply to an open job, once; free models have a monthly limit',
        params: applicationJobParamsSchema,
        body: applyBodySchema,
        response: { 201: applicationResponseSchema },
      },
    },
    async (request, reply) => {
      const application = await service.apply(requireSessionUser(request), request.params.jobId, request.body ?? {});
      return reply.status(201).header('cache-control', 'no-store').send({ application });
    },
  );

  app.get(
    '/api/jobs/:jobId/my-application',
    {
      config: { access: ['model'] },
      schema: {
        tags: ['applications'],
        summary: 'The caller’s application to this job (or null) and her monthly allowance',
        params: applicationJobParamsSchema,
        response: { 200: myApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.myApplication(requireSessionUser(request), request.params.jobId);
    },
  );

  app.get(
    '/api/me/applications',
    {
      config: { access: ['model'] },
      schema: { tags: ['applications'], summary: 'The caller’s applications, newest first', response: { 200: myApplicationsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.mine(requireSessionUser(request));
    },
  );

  app.post(
    '/api/applications/:id/withdraw',
    {
      config: { access: ['model'] },
      schema: {
        tags: ['applications'],
        summary: 'Withdraw one of the caller’s pending applications',
        params: applicationParamsSchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { application: await service.withdraw(requireSessionUser(request), request.params.id) };
    },
  );

  app.get(
    '/api/jobs/:jobId/applications',
    {
      config: { access: [...hirers] },
      schema: {
        tags: ['applications'],
        summary: 'The applicants of one of the caller’s jobs (admins: any job), with model cards',
        params: applicationJobParamsSchema,
        response: { 200: jobApplicantsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.applicants(requireSessionUser(request), request.params.jobId);
    },
  );

  for (const action of ['shortlist', 'reject'] as const) {
    app.post(
      `/api/applications/:id/${action}`,
      {
        config: { access: [...hirers] },
        schema: {
          tags: ['applications'],
          summary: action === 'shortlist' ? 'Shortlist an applicant of the caller’s job' : 'Reject an applicant of the caller’s job',
          params: applicationParamsSchema,
          response: { 200: jobApplicantResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { applicant: await service[action](requireSessionUser(request), request.params.id) };
      },
    );
  }

  app.post(
    '/api/applications/:id/hire',
    {
      config: { access: [...hirers], requireVerifiedEmail: true },
      schema: {
        tags: ['applications'],
        summary: 'Hire an applicant: the application becomes hired and she gets this proposal',
        params: applicationParamsSchema,
        body: proposalBodySchema,
        response: { 200: jobApplicantResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { applicant: await service.hire(requireSessionUser(request), request.params.id, request.body) };
    },
  );
}
