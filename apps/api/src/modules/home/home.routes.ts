import { homeHighlightsSchema } from '@passarela/shared';
import { compiledJsonSerializer } from '../../lib/compiled-json-serializer.ts';
import { routesPlugin } from '../../plugins/route-declaration.ts';

export const homeRoutes = routesPlugin('home', (route, { homeService }) => {
  route.get(
    '/api/home',
    {
      access: 'public',
      summary: 'The home page’s featured models (PRO and verified first, at most 8) and newest open jobs (at most 6)',
      response: { 200: homeHighlightsSchema },
      serializerCompiler: compiledJsonSerializer,
    },
    // Not cached, as /api/models and /api/jobs: a profile hidden or suspended leaves the home at once.
    async (request) => homeService.highlights(request.sessionUser?.id ?? null),
  );
});
