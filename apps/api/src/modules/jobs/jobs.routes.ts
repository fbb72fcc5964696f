import {
  createJobSchema,
  jobActionParamsSchema,
  jobParamsSchema,
  jobsPageSchema,
  jobsQuerySchema,
  jobViewSchema,
  myJobsSchema,
  profileOpenJobsSchema,
  profileSlugParamsSchema,
  updateJobSchema,
} from '@passarela/shared';
import { compiledJsonSerializer } from '../../lib/compiled-json-serializer.ts';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** Who may post jobs (docs/product.md "Jobs"). */
const posters = ['contractor', 'photographer', 'admin'] as const;

/** Jobs (vagas): the public list and page, and the owner's routes (ids from the session only). */
export const jobsRoutes = routesPlugin('jobs', (route, { jobsService }) => {
  route.get(
    '/api/jobs',
    {
      access: 'public',
      summary: 'Open jobs (/vagas): filters, free text without accents, featured first, keyset pages',
      querystring: jobsQuerySchema,
      response: { 200: jobsPageSchema },
      serializerCompiler: compiledJsonSerializer,
    },
    async (request) => jobsService.list(request.query, request.sessionUser?.id ?? null),
  );

  route.get(
    '/api/jobs/:jobId',
    {
      access: 'public',
      summary: 'One job: open, closed or filled to anyone; drafts, cancelled jobs and jobs hidden by moderation to the owner and admins (404 otherwise)',
      params: jobParamsSchema,
      response: { 200: jobViewSchema },
    },
    async (request, reply) => {
      // The answer depends on who asks (is_owner, drafts): never shared by a cache.
      reply.header('cache-control', 'private, no-store');
      return jobsService.view(request.params.jobId, request.sessionUser);
    },
  );

  route.get(
    '/api/profiles/:slug/jobs',
    {
      access: 'public',
      summary: 'The open jobs a profile posted, newest first (at most 24), for its public page',
      params: profileSlugParamsSchema,
      response: { 200: profileOpenJobsSchema },
    },
    // Not cached, as /api/jobs: a job closed or filled leaves the profile at once.
    async (request) => jobsService.openJobsOfProfile(request.params.slug, request.sessionUser),
  );

  route.get(
    '/api/me/jobs',
    {
      access: [...posters],
      summary: 'The caller’s jobs (Minhas Vagas), newest first, with applicant counts and allowed actions',
      response: { 200: myJobsSchema },
    },
    async (request) => jobsService.mine(request.sessionUser),
  );

  route.post(
    '/api/jobs',
    {
      access: [...posters],
      requireVerifiedEmail: true,
      summary: 'Create a job as a draft, or published at once with publish: true',
      body: createJobSchema,
      response: { 201: jobViewSchema },
    },
    async (request, reply) => reply.status(201).send(await jobsService.create(request.sessionUser, request.body)),
  );

  route.patch(
    '/api/jobs/:jobId',
    {
      access: [...posters],
      requireVerifiedEmail: true,
      summary: 'Edit the caller’s job while it is a draft, open or closed (another user’s job: 404)',
      params: jobParamsSchema,
      body: updateJobSchema,
      response: { 200: jobViewSchema },
    },
    async (request) => jobsService.update(request.sessionUser, request.params.jobId, request.body),
  );

  route.post(
    '/api/jobs/:jobId/actions/:action',
    {
      access: [...posters],
      requireVerifiedEmail: true,
      summary: 'Publish, close, reopen, mark filled or cancel a job (the job graph decides; 409 otherwise)',
      params: jobActionParamsSchema,
      response: { 200: jobViewSchema },
    },
    async (request) => jobsService.act(request.sessionUser, request.params.jobId, request.params.action),
  );
});
