import type { RouteAccess, UserType } from '@passarela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../test-support/people.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-support/test-app.ts';
import type { TestPerson } from '../test-support/test-person.ts';
import type { DeclaredRoute } from './route-access.ts';

/**
 * What a signed-in caller gets is theirs alone: route-access.ts answers every route that is not
 * public with `cache-control: no-store`, decided by the access each route declares in the route
 * table, so no handler has to remember it. Public answers keep the cache-control they choose.
 */

let t: TestApp;
const people = new Map<UserType, TestPerson>();
type PrivateRoute = DeclaredRoute & { access: Exclude<RouteAccess, 'public'> };
let privateRoutes: PrivateRoute[] = [];

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // Handlers that set no header at all: only the declared access can decide.
      app.get('/api/test/private', { config: { access: 'user' } }, async () => ({ ok: true }));
      app.get('/api/test/admins-only', { config: { access: ['admin'] } }, async () => ({ ok: true }));
      app.get('/api/test/public', { config: { access: 'public' } }, async () => ({ ok: true }));
      app.get('/api/test/own-cache-control', { config: { access: 'user' } }, async (_request, reply) => {
        reply.header('cache-control', 'private, max-age=60');
        return { ok: true };
      });
    },
  });
  for (const type of ['model', 'contractor', 'photographer', 'admin'] as const) people.set(type, await createPerson(t, type));
  privateRoutes = t.app.declaredRoutes.filter(
    (route): route is PrivateRoute =>
      route.url.startsWith('/api/') && !route.url.startsWith('/api/test/') && route.method !== 'HEAD' && isPrivate(route.access),
  );
}, 180_000);
afterAll(async () => {
  await t?.close();
});

function isPrivate(access: RouteAccess | undefined): access is Exclude<RouteAccess, 'public'> {
  return access !== undefined && access !== 'public';
}

/** Someone the route lets in: a model where any user will do, else the first listed type we have. */
function callerFor(access: Exclude<RouteAccess, 'public'>): TestPerson {
  const type = access === 'user' ? 'model' : access.find((candidate) => people.has(candidate));
  const person = type && people.get(type);
  if (!person) throw new Error(`no test person for ${JSON.stringify(access)}`);
  return person;
}

const urlOf = (route: DeclaredRoute) => route.url.replace(/:[A-Za-z]+/g, 'nao-existe');

describe('private answers are never stored (route-access.ts)', () => {
  it('knows the signed-in routes from the route table', () => {
    expect(privateRoutes.length).toBeGreaterThan(60);
    expect(privateRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/me/overview', 'GET /api/wallet', 'POST /api/admin/users/:id/suspend', 'DELETE /api/favorites/:kind/:target']),
    );
  });

  it('marks every route that is not public no-store, even its refusal of a guest (no handler runs)', async () => {
    const missing: string[] = [];
    for (const route of privateRoutes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: urlOf(route), headers: { origin: TEST_ORIGIN } });
      // 401, or 404 from a route that hides itself from refused callers (refusedAs).
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(route.refusedAs ? 404 : 401);
      if (res.headers['cache-control'] !== 'no-store') missing.push(`${route.method} ${route.url}: ${String(res.headers['cache-control'])}`);
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it('marks the answers of signed-in GETs no-store', async () => {
    const gets = privateRoutes.filter((route) => route.method === 'GET' && !route.url.includes(':'));
    const answered: string[] = [];
    const missing: string[] = [];
    for (const route of gets) {
      const res = await t.app.inject({ url: route.url, headers: callerFor(route.access).headers });
      if (res.statusCode === 200) answered.push(route.url);
      if (res.headers['cache-control'] !== 'no-store') missing.push(`GET ${route.url} (${res.statusCode}): ${String(res.headers['cache-control'])}`);
    }
    expect(missing).toEqual([]);
    expect(answered).toEqual(expect.arrayContaining(['/api/me/overview', '/api/profiles/me', '/api/profiles/me/media', '/api/wallet', '/api/admin/users']));
  }, 120_000);

  it('decides from the declared access, not from the handler', async () => {
    const model = callerFor('user');
    const signedIn = await t.app.inject({ url: '/api/test/private', headers: model.headers });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const admin = await t.app.inject({ url: '/api/test/admins-only', headers: callerFor(['admin']).headers });
    expect(admin.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/api/test/admins-only', headers: model.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');

    const anyone = await t.app.inject({ url: '/api/test/public', headers: model.headers });
    expect(anyone.statusCode).toBe(200);
    expect(anyone.headers['cache-control']).toBeUndefined();
  });

  it('keeps a cache-control the route chose itself', async () => {
    const own = await t.app.inject({ url: '/api/test/own-cache-control', headers: callerFor('user').headers });
    expect(own.headers['cache-control']).toBe('private, max-age=60');
  });

  it('leaves public answers as their routes make them', async () => {
    expect((await t.app.inject({ url: '/api/settings' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/api/models' })).headers['cache-control']).toBeUndefined();
    // Sessions and password resets are personal though public: their plugins keep them private.
    expect((await t.app.inject({ url: '/api/auth/session' })).headers['cache-control']).toBe('no-store');
  });
});
