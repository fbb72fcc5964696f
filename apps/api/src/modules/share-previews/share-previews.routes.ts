import type { AppInstance } from '../../app-instance.ts';

/**
 * App pages answered with their link preview in the HTML (the SPA's index.html with the page's
 * title, description, Open Graph and Twitter tags; CSP and security headers as on every page),
 * plus sitemap.xml and robots.txt. Only the registered paths pay for a lookup; every other page
 * stays on the plain history fallback.
 */
export async function sharePreviewsRoutes(app: AppInstance) {
  const { sharePreviewsService: service } = app.services;
  for (const route of service.previewRoutes) {
    app.get(route.path, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
      reply.sendSpa(await service.renderHead(route, request.params as Record<string, string>)),
    );
  }

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await service.sitemapXml()),
  );

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(service.robotsTxt()),
  );
}
