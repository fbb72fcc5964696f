import {
  createShootPackageBodySchema,
  shootAvailabilityBodySchema,
  shootAvailabilityResponseSchema,
  shootIdParamsSchema,
  shootPackageCardsResponseSchema,
  shootPackageResponseSchema,
  shootPackagesResponseSchema,
  shootProfileParamsSchema,
  shootSlotsQuerySchema,
  shootSlotsResponseSchema,
  shootsPageSchema,
  shootsQuerySchema,
  updateShootPackageBodySchema,
} from '@passarela/shared';
import { compiledJsonSerializer } from '../../lib/compiled-json-serializer.ts';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** Shoot packages ("Ensaios"), the photographer's availability and the free slots (docs/product.md "Shoots"). */
export const shootsRoutes = routesPlugin('shoots', (route, { shootPackagesService: service }) => {
  route.get(
    '/api/shoots',
    {
      access: 'public',
      summary: 'Active shoot packages (/ensaios): filters, accent-insensitive text search, keyset pages',
      querystring: shootsQuerySchema,
      response: { 200: shootsPageSchema },
      serializerCompiler: compiledJsonSerializer,
    },
    async (request) => service.list(request.query, request.sessionUser?.id ?? null),
  );

  route.get(
    '/api/shoots/mine',
    { access: ['photographer'], summary: "The caller's packages, active and paused", response: { 200: shootPackagesResponseSchema } },
    async (request) => ({ items: await service.mine(request.sessionUser) }),
  );

  route.get(
    '/api/shoots/availability',
    { access: ['photographer'], summary: "The caller's weekly hours and blocked dates", response: { 200: shootAvailabilityResponseSchema } },
    async (request) => service.availability(request.sessionUser),
  );

  route.put(
    '/api/shoots/availability',
    {
      access: ['photographer'],
      summary: "Replace the caller's weekly hours and blocked dates (São Paulo time)",
      body: shootAvailabilityBodySchema,
      response: { 200: shootAvailabilityResponseSchema },
    },
    async (request) => service.saveAvailability(request.sessionUser, request.body),
  );

  route.get(
    '/api/shoots/:id',
    {
      access: 'public',
      summary: 'One shoot package (a paused one only for its photographer; one hidden by moderation for her and admins)',
      params: shootIdParamsSchema,
      response: { 200: shootPackageResponseSchema },
    },
    async (request, reply) => {
      // The answer depends on who asks (is_mine, paused packages): never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return { package: await service.get(request.params.id, request.sessionUser) };
    },
  );

  route.get(
    '/api/shoots/:id/slots',
    {
      access: 'public',
      summary: 'Free start times of a package per day (at most 31 days), São Paulo time',
      params: shootIdParamsSchema,
      querystring: shootSlotsQuerySchema,
      response: { 200: shootSlotsResponseSchema },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.slots(request.params.id, request.query, request.sessionUser);
    },
  );

  route.get(
    '/api/profiles/:slug/shoots',
    {
      access: 'public',
      summary: "A photographer's active packages, for her profile",
      params: shootProfileParamsSchema,
      response: { 200: shootPackageCardsResponseSchema },
    },
    async (request) => ({ items: await service.ofProfile(request.params.slug, request.sessionUser) }),
  );

  route.post(
    '/api/shoots',
    {
      access: ['photographer'],
      requireVerifiedEmail: true,
      summary: 'Publish a shoot package',
      body: createShootPackageBodySchema,
      response: { 201: shootPackageResponseSchema },
    },
    async (request, reply) => reply.status(201).send({ package: await service.create(request.sessionUser, request.body) }),
  );

  route.patch(
    '/api/shoots/:id',
    {
      access: ['photographer'],
      summary: "Edit, pause or resume one of the caller's packages",
      params: shootIdParamsSchema,
      body: updateShootPackageBodySchema,
      response: { 200: shootPackageResponseSchema },
    },
    async (request) => ({ package: await service.update(request.sessionUser, request.params.id, request.body) }),
  );
});
