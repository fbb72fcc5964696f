import { contractorsPageSchema, contractorsQuerySchema, modelsPageSchema, modelsQuerySchema } from '@passarela/shared';
import { compiledJsonSerializer } from '../../lib/compiled-json-serializer.ts';
import { routesPlugin } from '../../plugins/route-declaration.ts';

export const searchRoutes = routesPlugin('search', (route, { searchService }) => {
  route.get(
    '/api/models',
    {
      access: 'public',
      summary: 'Models (/modelos): filters, free text without accents, PRO first, keyset pages',
      querystring: modelsQuerySchema,
      response: { 200: modelsPageSchema },
      serializerCompiler: compiledJsonSerializer,
    },
    // Not cached: a profile hidden or suspended must leave the list at once.
    async (request) => searchService.listModels(request.query, request.sessionUser?.id ?? null),
  );

  route.get(
    '/api/contractors',
    {
      access: 'public',
      summary: 'Contractors and photographers (/contratantes): filters, free text, PRO first, keyset pages',
      querystring: contractorsQuerySchema,
      response: { 200: contractorsPageSchema },
      serializerCompiler: compiledJsonSerializer,
    },
    async (request) => searchService.listContractors(request.query, request.sessionUser?.id ?? null),
  );
});
