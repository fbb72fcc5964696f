import { contentPageListSchema, contentPageSchema, pageSlugParamsSchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';

export async function pagesRoutes(app: AppInstance) {
  const { pagesService } = app.services;

  app.get(
    '/api/pages',
    {
      config: { access: 'public' },
      schema: { tags: ['pages'], summary: 'Published content pages', response: { 200: contentPageListSchema } },
    },
    async () => ({ pages: await pagesService.listPublished() }),
  );

  app.get(
    '/api/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary: 'One published content page, its Markdown rendered to safe HTML',
        params: pageSlugParamsSchema,
        response: { 200: contentPageSchema },
      },
    },
    async (request) => pagesService.getPublished(request.params.slug),
  );
}
