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
import { routesPlugin } from '../../plugins/route-declaration.ts';
import { hirers } from '../hiring/index.ts';

/** Applications (candidaturas): the model's side and the job owner's side. */
export const applicationsRoutes = routesPlugin('applications', (route, { applicationsService: service }) => {
  route.post(
    '/api/jobs/:jobId/applications',
    {
      access: ['model'],
      requireVerifiedEmail: true,
      summary: 'Apply to an open job, once; free models have a monthly limit',
      params: applicationJobParamsSchema,
      body: applyBodySchema,
      response: { 201: applicationResponseSchema },
    },
    async (request, reply) => {
      const application = await service.apply(request.sessionUser, request.params.jobId, request.body ?? {});
      return reply.status(201).send({ application });
    },
  );

  route.get(
    '/api/jobs/:jobId/my-application',
    {
      access: ['model'],
      summary: 'The caller’s application to this job (or null) and her monthly allowance',
      params: applicationJobParamsSchema,
      response: { 200: myApplicationResponseSchema },
    },
    async (request) => service.myApplication(request.sessionUser, request.params.jobId),
  );

  route.get(
    '/api/me/applications',
    { access: ['model'], summary: 'The caller’s applications, newest first', response: { 200: myApplicationsResponseSchema } },
    async (request) => service.mine(request.sessionUser),
  );

  route.post(
    '/api/applications/:id/withdraw',
    {
      access: ['model'],
      summary: 'Withdraw one of the caller’s pending applications',
      params: applicationParamsSchema,
      response: { 200: applicationResponseSchema },
    },
    async (request) => ({ application: await service.withdraw(request.sessionUser, request.params.id) }),
  );

  route.get(
    '/api/jobs/:jobId/applications',
    {
      access: [...hirers],
      summary: 'The applicants of one of the caller’s jobs (admins: any job), with model cards',
      params: applicationJobParamsSchema,
      response: { 200: jobApplicantsResponseSchema },
    },
    async (request) => service.applicants(request.sessionUser, request.params.jobId),
  );

  for (const action of ['shortlist', 'reject'] as const) {
    route.post(
      `/api/applications/:id/${action}`,
      {
        access: [...hirers],
        summary: action === 'shortlist' ? 'Shortlist an applicant of the caller’s job' : 'Reject an applicant of the caller’s job',
        params: applicationParamsSchema,
        response: { 200: jobApplicantResponseSchema },
      },
      async (request) => ({ applicant: await service[action](request.sessionUser, request.params.id) }),
    );
  }

  route.post(
    '/api/applications/:id/hire',
    {
      access: [...hirers],
      requireVerifiedEmail: true,
      summary: 'Hire an applicant: the application becomes hired and she gets this proposal',
      params: applicationParamsSchema,
      body: proposalBodySchema,
      response: { 200: jobApplicantResponseSchema },
    },
    async (request) => ({ applicant: await service.hire(request.sessionUser, request.params.id, request.body) }),
  );
});
