import {
  createJobSchema,
  jobActionParamsSchema,
  jobParamsSchema,
  jobsPageSchema,
  jobsQuerySchema,
  jobViewSchema,
  myJobsSchema,
  updateJobSchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { compiledJsonSerializer } from '../../lib/compiled-json-serializer.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

/** Who may post jobs (docs/product.md "Jobs"). */
const posters = ['contractor', 'photographer', 'admin'] as const;

/** Jobs (vagas): the public list and page, and the owner's routes (ids from the session only). */
export async function jobsRoutes(app: AppInstance) {
  const { jobsService } = app.services;

  app.get(
    '/api/jobs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs (/vagas): filters, free text without accents, featured first, keyset pages',
        querystring: jobsQuerySchema,
        response: { 200: jobsPageSchema },
      },
      serializerCompiler: compiledJsonSerializer,
    },
    async (request) => jobsService.list(request.query),
  );

  app.get(
    '/api/jobs/:jobId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'One job: open, closed or filled to anyone; drafts and cancelled jobs to the owner and admins (404 otherwise)',
        params: jobParamsSchema,
        response: { 200: jobViewSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks (is_owner, drafts): never shared by a cache.
      reply.header('cache-control', 'private, no-store');
      return jobsService.view(request.params.jobId, request.sessionUser);
    },
  );

  app.get(
    '/api/me/jobs',
    {
      config: { access: [...posters] },
      schema: {
        tags: ['jobs'],
        summary: 'The caller’s jobs (Minhas Vagas), newest first, with applicant counts and allowed actions',
        response: { 200: myJobsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return jobsService.mine(requireSessionUser(request));
    },
  );

  app.post(
    '/api/jobs',
    {
      config: { access: [...posters], requireVerifiedEmail: true },
      schema: {
        tags: ['jobs'],
        summary: 'Create a job as a draft, or published at once with publish: true',
        body: createJobSchema,
        response: { 201: jobViewSchema },
      },
    },
    async (request, reply) => {
      const job = await jobsService.create(requireSessionUser(request), request.body);
      return reply.status(201).send(job);
    },
  );

  app.patch(
    '/api/jobs/:jobId',
    {
      config: { access: [...posters], requireVerifiedEmail: true },
      schema: {
        tags: ['jobs'],
        summary: 'Edit the caller’s job while it is a draft, open or closed (another user’s job: 404)',
        params: jobParamsSchema,
        body: updateJobSchema,
        response: { 200: jobViewSchema },
      },
    },
    async (request) => jobsService.update(requireSessionUser(request), request.params.jobId, request.body),
  );

  app.post(
    '/api/jobs/:jobId/actions/:action',
    {
      config: { access: [...posters], requireVerifiedEmail: true },
      schema: {
        tags: ['jobs'],
        summary: 'Publish, close, reopen, mark filled or cancel a job (the job graph decides; 409 otherwise)',
        params: jobActionParamsSchema,
        response: { 200: jobViewSchema },
      },
    },
    async (request) => jobsService.act(requireSessionUser(request), request.params.jobId, request.params.action),
  );
}
