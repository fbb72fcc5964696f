import { contentPageListSchema, contentPageSchema, pageSlugParamsSchema } from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';

export const pagesRoutes = routesPlugin('pages', (route, { pagesService }) => {
  route.get('/api/pages', { access: 'public', summary: 'Published content pages', response: { 200: contentPageListSchema } }, async () => ({
    pages: await pagesService.listPublished(),
  }));

  route.get(
    '/api/pages/:slug',
    {
      access: 'public',
      summary: 'One published content page, its Markdown rendered to safe HTML',
      params: pageSlugParamsSchema,
      response: { 200: contentPageSchema },
    },
    async (request) => pagesService.getPublished(request.params.slug),
  );
});
