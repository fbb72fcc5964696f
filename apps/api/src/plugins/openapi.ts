import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas that validate each route. */
export async function registerOpenApi(app: FastifyInstance, options: { browsableDocs: boolean; version: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Passarela API', version: options.version, description: 'API do marketplace Passarela. Erros: { code, message, details }.' },
    },
    transform: jsonSchemaTransform,
  });
  if (options.browsableDocs) {
    // Only where the docs are browsable (off in production): not loaded at all otherwise.
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
