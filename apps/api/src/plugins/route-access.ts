import type { ErrorCode, RouteAccess, UserType } from '@passarela/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** The catalogue's not-found errors, the only ones a refused caller may be answered with instead. */
export type NotFoundCode = Extract<ErrorCode, `${string}_NOT_FOUND`>;

export interface SessionUser {
  id: string;
  userType: UserType;
}

/**
 * How the current user is found. The accounts module supplies the real one (better-auth). It may
 * answer null at once, without a promise, when the request cannot carry a session (no cookie).
 */
export type SessionResolver = (request: FastifyRequest) => Promise<SessionUser | null> | null;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. Every /api route must declare it; start-up fails otherwise. */
    access?: RouteAccess;
    /**
     * The caller's email must be confirmed (docs/security.md #6: posting jobs, applying, proposing,
     * paying, withdrawing): 403 EMAIL_NOT_VERIFIED otherwise. Needs an access other than 'public'.
     */
    requireVerifiedEmail?: boolean;
    /**
     * A route whose very existence must not show (an identity photo, an admin's reading of a
     * thread): a caller the access refuses gets this not-found error instead of 401/403, exactly
     * what a missing object answers (docs/security.md #8). Needs an access other than 'public'.
     */
    refusedAs?: NotFoundCode;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** Routes that plugins add on their own (OpenAPI docs) and that are public by nature. */
const frameworkRoutePrefixes = ['/api/docs'];

export function requireSessionUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('UNAUTHENTICATED');
  return request.sessionUser;
}

/**
 * Enforces each route's declared access before its handler runs, so no handler can forget the
 * check (docs/security.md #8 and #9). Ownership of individual objects is checked in services.
 */
export interface RouteAccessOptions {
  /** Read fresh from the database, so confirming in another tab counts at once. */
  isEmailVerified: (userId: string) => Promise<boolean>;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  requireVerifiedEmail: boolean;
  /** What a refused caller gets instead of 401/403, when the route hides itself. */
  refusedAs: NotFoundCode | undefined;
  /** The route's input schemas as declared (zod): tests check every one follows the input rules. */
  inputSchemas: { body?: unknown; querystring?: unknown; params?: unknown };
  /** Its plugin parses multipart bodies: the fuzz suite must know the form (security/fuzz/undocumented-bodies.ts). */
  acceptsMultipart: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with who may call it: the access matrix test is generated from it. */
    declaredRoutes: DeclaredRoute[];
  }
}

/** No browser or proxy keeps the answer, unless its route chose its own cache-control. */
function storeNowhere(reply: FastifyReply) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

/**
 * For a plugin whose public routes answer personal things too (sessions, sign-in, password reset):
 * every answer of its routes is no-store, as the answers of signed-in routes are everywhere.
 */
export function keepAnswersPrivate(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    storeNowhere(reply);
    return payload;
  });
}

export function registerRouteAccess(app: FastifyInstance, resolveSession: SessionResolver, options: RouteAccessOptions) {
  app.decorateRequest('sessionUser', null);
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);

  // A function, not an arrow: Fastify calls onRoute with the instance the route is registered on,
  // whose content-type parsers are the route's.
  app.addHook('onRoute', function recordRoute(this: FastifyInstance, route) {
    const acceptsMultipart = this.hasContentTypeParser('multipart/form-data');
    for (const method of [route.method].flat()) {
      declaredRoutes.push({
        acceptsMultipart,
        method: String(method),
        url: route.url,
        access: route.config?.access,
        requireVerifiedEmail: route.config?.requireVerifiedEmail === true,
        refusedAs: route.config?.refusedAs,
        inputSchemas: { body: route.schema?.body, querystring: route.schema?.querystring, params: route.schema?.params },
      });
    }
    if (!route.url.startsWith('/api')) return;
    if (frameworkRoutePrefixes.some((prefix) => route.url.startsWith(prefix))) return;
    if (route.config?.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    if (route.config.requireVerifiedEmail && route.config.access === 'public') {
      throw new Error(`Route ${String(route.method)} ${route.url} requires a verified email but is public`);
    }
    if (route.config.refusedAs && route.config.access === 'public') {
      throw new Error(`Route ${String(route.method)} ${route.url} hides itself from refused callers but is public`);
    }
  });

  // What a signed-in caller gets is theirs alone: decided by the declared access, so no handler
  // has to remember it.
  // The hooks below run on every request, so they are callback style: a guest's request to a
  // public route (no cookie) passes them without a promise (bench/list-bench-runner.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    const access = request.routeOptions.config?.access;
    if (access !== undefined && access !== 'public') storeNowhere(reply);
    done(null, payload);
  });

  async function authorize(request: FastifyRequest, config: FastifyContextConfig, session: Promise<SessionUser | null>): Promise<void> {
    request.sessionUser = await session;
    if (config.access === 'public') return;
    const user = request.sessionUser;
    const allowed = user !== null && (config.access === 'user' || config.access?.includes(user.userType) === true);
    if (!allowed && config.refusedAs) throw new AppError(config.refusedAs);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!allowed) throw new AppError('FORBIDDEN');
    if (config.requireVerifiedEmail && !(await options.isEmailVerified(user.id))) throw new AppError('EMAIL_NOT_VERIFIED');
  }

  // Before validation: a caller who may not use the route learns nothing about its input rules.
  app.addHook('preValidation', (request, _reply, done) => {
    const config = request.routeOptions.config;
    if (config?.access === undefined) return done();
    const session = resolveSession(request);
    if (session === null) {
      // No session to find: public routes go on as a guest's, the others are refused here (401, or
      // the route's not-found answer when it declares one).
      if (config.access !== 'public') throw new AppError(config.refusedAs ?? 'UNAUTHENTICATED');
      return done();
    }
    // Fastify waits for a returned promise (and its rejection is the error), as for an async hook.
    return authorize(request, config, session);
  });
}
