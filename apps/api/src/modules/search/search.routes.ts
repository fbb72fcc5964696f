import { contractorsPageSchema, contractorsQuerySchema, modelsPageSchema, modelsQuerySchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { compiledJsonSerializer } from '../../lib/compiled-json-serializer.ts';

export async function searchRoutes(app: AppInstance) {
  const { searchService } = app.services;

  app.get(
    '/api/models',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Models (/modelos): filters, free text without accents, PRO first, keyset pages',
        querystring: modelsQuerySchema,
        response: { 200: modelsPageSchema },
      },
      serializerCompiler: compiledJsonSerializer,
    },
    // Not cached: a profile hidden or suspended must leave the list at once.
    async (request) => searchService.listModels(request.query),
  );

  app.get(
    '/api/contractors',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Contractors and photographers (/contratantes): filters, free text, PRO first, keyset pages',
        querystring: contractorsQuerySchema,
        response: { 200: contractorsPageSchema },
      },
      serializerCompiler: compiledJsonSerializer,
    },
    async (request) => searchService.listContractors(request.query),
  );
}
