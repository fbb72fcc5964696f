import type { RouteAccess } from '@passarela/shared';
import type {
  ContextConfigDefault,
  FastifySerializerCompiler,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../app-instance.ts';
import type { AppServices } from '../app-services.ts';
import { requireSessionUser, type NotFoundCode, type SessionUser } from './route-access.ts';

/**
 * What a route states about itself: who may call it, what it does (its OpenAPI summary) and its
 * zod schemas. The module's OpenAPI tags come from `routesOf` or `routesPlugin`, once per plugin.
 */
export interface RouteDeclaration {
  /** Who may call the route: `config.access`, enforced before the handler by route-access.ts. */
  access: RouteAccess;
  /** `config.requireVerifiedEmail` (docs/security.md #6). */
  requireVerifiedEmail?: boolean;
  /** `config.refusedAs`: a refused caller gets this not-found error, as if the route did not exist. */
  refusedAs?: NotFoundCode;
  summary: string;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: unknown;
  /** Another serializer than the app's zod one (the public lists: lib/compiled-json-serializer.ts). */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
}

/** The keys of a declaration that go to the route's options rather than to its schema. */
type OptionKeys = 'access' | 'requireVerifiedEmail' | 'refusedAs' | 'summary' | 'serializerCompiler';

/** The schema Fastify gets: the declared zod schemas plus the OpenAPI tags and summary. */
type RouteSchema<D extends RouteDeclaration> = Omit<D, OptionKeys> & { tags: string[]; summary: string };

/** Fastify's handler for the declared schemas: typed request.params, .query, .body and answer. */
type FastifyHandler<D extends RouteDeclaration> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<D>,
  ZodTypeProvider
>;
type FastifyHandlerRequest<D extends RouteDeclaration> = Parameters<FastifyHandler<D>>[0];

/** Past route-access.ts, a route that is not public always has its caller: no null to check. */
type SignedIn<D extends RouteDeclaration> = D['access'] extends 'public' ? unknown : { sessionUser: SessionUser };

/** A declared route's handler: Fastify's, with `request.sessionUser` set on every route that is not public. */
export type DeclaredRouteHandler<D extends RouteDeclaration> = (
  request: FastifyHandlerRequest<D> & SignedIn<D>,
  reply: Parameters<FastifyHandler<D>>[1],
) => ReturnType<FastifyHandler<D>>;

/**
 * The route methods of one module's plugin: `routesOf(app, 'media').get(url, declaration, handler)`
 * registers the route with the `config.access` and the schema (the module's tags first) that a
 * plain `app.get` would get, so the OpenAPI document and the access table see the same route.
 */
export function routesOf(app: AppInstance, ...tags: string[]) {
  const method =
    (verb: HTTPMethods) =>
    <const D extends RouteDeclaration>(url: string, declaration: D, handler: DeclaredRouteHandler<NoInfer<D>>) => {
      const { access, requireVerifiedEmail, refusedAs, summary, serializerCompiler, ...schemas } = declaration;
      app.route<RouteGenericInterface, ContextConfigDefault, RouteSchema<D>>({
        method: verb,
        url,
        config: { access, ...(requireVerifiedEmail === undefined ? {} : { requireVerifiedEmail }), ...(refusedAs === undefined ? {} : { refusedAs }) },
        schema: { tags: [...tags], summary, ...schemas },
        serializerCompiler,
        handler: (request, reply) => {
          // A route that is not public gets here only with a session (route-access.ts refused the
          // rest) and requireSessionUser checks it again: TypeScript cannot follow `access` into SignedIn<D>.
          const signedIn = access === 'public' ? request : Object.assign(request, { sessionUser: requireSessionUser(request) });
          return handler(signedIn as FastifyHandlerRequest<D> & SignedIn<D>, reply);
        },
      });
    };
  return { get: method('GET'), post: method('POST'), put: method('PUT'), patch: method('PATCH'), delete: method('DELETE') };
}

export type RouteMethods = ReturnType<typeof routesOf>;

/**
 * A module's routes as a Fastify plugin: `declare` gets the route methods under the module's
 * OpenAPI tag(s), the services, and the plugin's own instance for what is not a route (a multipart
 * parser). A plugin whose routes carry different tags calls `routesOf` once per tag instead.
 */
export function routesPlugin(
  tags: string | string[],
  declare: (route: RouteMethods, services: AppServices, app: AppInstance) => void | Promise<void>,
): (app: AppInstance) => Promise<void> {
  return async (app) => declare(routesOf(app, ...[tags].flat()), app.services, app);
}
