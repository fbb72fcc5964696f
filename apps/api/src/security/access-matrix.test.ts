import type { RouteAccess } from '@passarela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../plugins/route-access.ts';
import { createAccount, getSession, makeImage, multipart, signIn, cookieHeader } from '../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-support/test-app.ts';
import { createAuthRepository } from '../modules/auth/index.ts';

/**
 * docs/security.md #7, #8 and #9, generated from the routes Fastify registered (onRoute), so a new
 * route is in the matrix the moment it exists: every route x every role gets the status its
 * declared access implies, and every state-changing route refuses a forged Origin.
 */

const roles = ['guest', 'model', 'contractor', 'photographer', 'admin'] as const;
type Role = (typeof roles)[number];

interface Actor {
  email: string;
  password: string;
  cookie: string;
  userId: string;
  emailVerified: boolean;
}

let t: TestApp;
const actors = new Map<Exclude<Role, 'guest'>, Actor>();
let apiRoutes: DeclaredRoute[] = [];

const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['model', 'contractor', 'photographer', 'admin'] as const) {
    const account = await createAccount(t.app, role === 'model' || role === 'admin' ? {} : { userType: role, ...nonModel });
    if (role === 'admin') await createAuthRepository(t.database.db).makeAdmin(account.user.id);
    actors.set(role, { email: account.email, password: account.password, cookie: account.cookie, userId: account.user.id, emailVerified: role === 'admin' });
  }
  apiRoutes = t.app.declaredRoutes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.access !== undefined);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const stateChanging = (route: DeclaredRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
const urlOf = (route: DeclaredRoute) => route.url.replace(/:[A-Za-z]+/g, 'nao-existe');

/**
 * What the declared access says this role gets: 401, 403 with a code, the route's not-found error
 * when it hides itself from refused callers (`refusedAs`), or through to the handler.
 */
function expectedFor(access: RouteAccess, route: DeclaredRoute, role: Role, actor: Actor | undefined): { status: number; code: string } | 'allowed' {
  if (access === 'public') return 'allowed';
  const allowed = role !== 'guest' && (access === 'user' || access.includes(role));
  if (!allowed && route.refusedAs) return { status: 404, code: route.refusedAs };
  if (role === 'guest') return { status: 401, code: 'UNAUTHENTICATED' };
  if (!allowed) return { status: 403, code: 'FORBIDDEN' };
  if (route.requireVerifiedEmail && !actor?.emailVerified) return { status: 403, code: 'EMAIL_NOT_VERIFIED' };
  return 'allowed';
}

/** Some allowed cells end the actor's session (sign-out, sign-out everywhere): sign in again. */
async function keepSignedIn(role: Exclude<Role, 'guest'>) {
  const actor = actors.get(role);
  if (!actor) return;
  if ((await getSession(t.app, actor.cookie)).json().user) return;
  const res = await signIn(t.app, actor.email, actor.password);
  expect(res.statusCode, res.body).toBe(200);
  actor.cookie = cookieHeader(res);
}

describe('route x role matrix (docs/security.md #8 and #9)', () => {
  it('knows the routes of this issue (the list is generated, this only guards the generator)', () => {
    const keys = apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/auth/change-password',
        'PATCH /api/profiles/me',
        'PUT /api/profiles/me/photo',
        'GET /api/notifications/unread-count',
        'POST /api/admin/users/:id/suspend',
        'PUT /api/admin/settings',
        // Reports ("Denunciar") and the admins' queue (issue 29).
        'POST /api/reports',
        'GET /api/admin/reports',
        'POST /api/admin/reports/:kind/:id/resolve',
        // Identity verification and the admins' queue (issue 29).
        'GET /api/identity-verification',
        'POST /api/identity-verification',
        'GET /api/admin/identity-verifications',
        'GET /api/admin/identity-verifications/:id/files/:file',
        'POST /api/admin/identity-verifications/:id/decision',
        // Photos in messages (issue 28): only the thread's two people read them.
        'POST /api/conversations/:id/messages/with-images',
        'GET /api/conversations/:id/messages/:messageId/images/:imageId',
        // The first-run safety card, remembered per account (issue 29).
        'POST /api/me/safety-tips/:moment/seen',
        // An admin reads a thread only through a report or a dispute (issue 28).
        'GET /api/admin/conversations/:id',
        'GET /api/admin/conversations',
      ]),
    );
  });

  it('answers every route for every role as its declared access says', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const route of apiRoutes) {
      for (const role of roles) {
        const actor = role === 'guest' ? undefined : actors.get(role);
        const expected = expectedFor(route.access as RouteAccess, route, role, actor);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route),
          headers: { origin: TEST_ORIGIN, ...(actor ? { cookie: actor.cookie } : {}) },
          ...(stateChanging(route) ? { payload: {} } : {}),
        });
        cells++;
        const code = (res.headers['content-type'] ?? '').includes('json') ? res.json<{ code?: string }>().code : undefined;
        const cell = `${route.method} ${route.url} as ${role}: ${res.statusCode} ${code ?? ''}`;
        if (res.statusCode >= 500) failures.push(`${cell} (server error)`);
        else if (expected === 'allowed') {
          if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'EMAIL_NOT_VERIFIED') failures.push(`${cell} (expected to reach the handler)`);
        } else if (res.statusCode !== expected.status || code !== expected.code) failures.push(`${cell} (expected ${expected.status} ${expected.code})`);
        if (role !== 'guest' && stateChanging(route)) await keepSignedIn(role);
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBe(apiRoutes.length * roles.length);
  }, 120_000);
});

describe('cross-site requests (docs/security.md #7)', () => {
  it('refuses a forged Origin, and a cookie without Origin, on every state-changing route', async () => {
    const actor = actors.get('admin') as Actor;
    const failures: string[] = [];
    for (const route of apiRoutes.filter(stateChanging)) {
      for (const origin of ['https://evil.example', 'null', undefined]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: urlOf(route),
          headers: { cookie: actor.cookie, ...(origin ? { origin } : {}) },
          payload: {},
        });
        if (res.statusCode !== 403 || res.json().code !== 'ORIGIN_FORBIDDEN') failures.push(`${route.method} ${route.url} origin=${origin}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await getSession(t.app, actor.cookie)).json().user?.id).toBe(actor.userId);
  });
});

describe('ownership of /api/profiles/me (docs/security.md #8)', () => {
  it('every role reads and changes only its own profile; the user id comes from the session, never the request', async () => {
    for (const role of ['model', 'contractor', 'photographer', 'admin'] as const) {
      await keepSignedIn(role);
      const actor = actors.get(role) as Actor;
      const own = await t.app.inject({ url: '/api/profiles/me', headers: { cookie: actor.cookie } });
      expect(own.json().profile.user_id, role).toBe(actor.userId);
      // A user_id in the query or body is not a way to reach someone else's profile.
      const other = actors.get(role === 'model' ? 'contractor' : 'model') as Actor;
      const viaQuery = await t.app.inject({ url: `/api/profiles/me?user_id=${other.userId}`, headers: { cookie: actor.cookie } });
      expect(viaQuery.statusCode === 400 || viaQuery.json().profile.user_id === actor.userId).toBe(true);
      const viaBody = await t.app.inject({
        method: 'PATCH',
        url: '/api/profiles/me',
        headers: { origin: TEST_ORIGIN, cookie: actor.cookie },
        payload: { user_id: other.userId, first_name: 'X', last_name: 'Y', phone: '11987654321', city: 'Recife', state: 'PE', instagram_handle_raw: '@x' },
      });
      expect(viaBody.statusCode).toBe(400);
    }
    const model = actors.get('model') as Actor;
    const contractor = actors.get('contractor') as Actor;
    const before = (await t.app.inject({ url: '/api/profiles/me', headers: { cookie: contractor.cookie } })).json().profile;
    const body = await multipart({}, { photo: { bytes: await makeImage() } });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/profiles/me/photo',
      headers: { origin: TEST_ORIGIN, cookie: model.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(put.json().profile.user_id).toBe(model.userId);
    const after = (await t.app.inject({ url: '/api/profiles/me', headers: { cookie: contractor.cookie } })).json().profile;
    expect(after.profile_image_url).toBe(before.profile_image_url);
  });
});
