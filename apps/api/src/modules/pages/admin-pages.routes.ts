import {
  adminContentPageListSchema,
  adminContentPageSchema,
  createContentPageBodySchema,
  pageSlugParamsSchema,
  updateContentPageBodySchema,
} from '@passarela/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

/** Content pages in /admin ("Páginas"): list, read the Markdown, create, edit, publish/unpublish, delete. */
export async function adminPagesRoutes(app: AppInstance) {
  const { adminPagesService: pages } = app.services;
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/admin/pages',
    {
      config: { access: ['admin'] },
      schema: { tags: ['admin'], summary: 'Every content page, published or not', response: { 200: adminContentPageListSchema } },
    },
    async (_request, reply) => reply.headers(noStore).send({ pages: await pages.list() }),
  );

  app.get(
    '/api/admin/pages/:slug',
    {
      config: { access: ['admin'] },
      schema: { tags: ['admin'], summary: 'One page with its Markdown source', params: pageSlugParamsSchema, response: { 200: adminContentPageSchema } },
    },
    async (request, reply) => reply.headers(noStore).send(await pages.get(request.params.slug)),
  );

  app.post(
    '/api/admin/pages',
    {
      config: { access: ['admin'] },
      schema: { tags: ['admin'], summary: 'Create a page (audited)', body: createContentPageBodySchema, response: { 201: adminContentPageSchema } },
    },
    async (request, reply) => reply.status(201).send(await pages.create(requireSessionUser(request).id, request.body)),
  );

  app.put(
    '/api/admin/pages/:slug',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Edit a page, publish or unpublish it (audited)',
        params: pageSlugParamsSchema,
        body: updateContentPageBodySchema,
        response: { 200: adminContentPageSchema },
      },
    },
    async (request) => pages.update(requireSessionUser(request).id, request.params.slug, request.body),
  );

  app.delete(
    '/api/admin/pages/:slug',
    {
      config: { access: ['admin'] },
      schema: { tags: ['admin'], summary: 'Delete a page (audited)', params: pageSlugParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await pages.remove(requireSessionUser(request).id, request.params.slug);
      return reply.status(204).send(null);
    },
  );
}
