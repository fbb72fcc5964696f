import {
  adminContentPageListSchema,
  adminContentPageSchema,
  createContentPageBodySchema,
  pageSlugParamsSchema,
  updateContentPageBodySchema,
} from '@passarela/shared';
import { z } from 'zod';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** Content pages in /admin ("Páginas"): list, read the Markdown, create, edit, publish/unpublish, delete. */
export const adminPagesRoutes = routesPlugin('admin', (route, { adminPagesService: pages }) => {
  route.get(
    '/api/admin/pages',
    { access: ['admin'], summary: 'Every content page, published or not', response: { 200: adminContentPageListSchema } },
    async () => ({ pages: await pages.list() }),
  );

  route.get(
    '/api/admin/pages/:slug',
    { access: ['admin'], summary: 'One page with its Markdown source', params: pageSlugParamsSchema, response: { 200: adminContentPageSchema } },
    async (request) => pages.get(request.params.slug),
  );

  route.post(
    '/api/admin/pages',
    { access: ['admin'], summary: 'Create a page (audited)', body: createContentPageBodySchema, response: { 201: adminContentPageSchema } },
    async (request, reply) => reply.status(201).send(await pages.create(request.sessionUser.id, request.body)),
  );

  route.put(
    '/api/admin/pages/:slug',
    {
      access: ['admin'],
      summary: 'Edit a page, publish or unpublish it (audited)',
      params: pageSlugParamsSchema,
      body: updateContentPageBodySchema,
      response: { 200: adminContentPageSchema },
    },
    async (request) => pages.update(request.sessionUser.id, request.params.slug, request.body),
  );

  route.delete(
    '/api/admin/pages/:slug',
    { access: ['admin'], summary: 'Delete a page (audited)', params: pageSlugParamsSchema, response: { 204: z.null() } },
    async (request, reply) => {
      await pages.remove(request.sessionUser.id, request.params.slug);
      return reply.status(204).send(null);
    },
  );
});
