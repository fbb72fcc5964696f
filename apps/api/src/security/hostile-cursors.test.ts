import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-support/test-app.ts';
import { createActors, mayCall, type Role, roles } from './fuzz/fuzz-actors.ts';
import { hostileCursors } from './fuzz/hostile-values.ts';

/**
 * A list cursor is an opaque base64url token, but anyone can write one: a forged cursor whose text
 * holds a NUL used to reach PostgreSQL as a query parameter and answer 500 (docs/security.md #27).
 * Every route that takes a cursor, found in the OpenAPI document so a new list is covered too,
 * answers each forged one with the invalid-cursor 400.
 */
let t: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_SCALE: '1000' },
    // Paths that forgot the input rules (the input guard would refuse a NUL sent in the request,
    // so these make their own), to prove the error handler's net under them.
    beforeReady: (app) => {
      app.get('/api/test/store-text', { config: { access: 'public' } }, async () => {
        await app.database.db.execute(sql`select ${'a\u0000b'}::text`);
        return { stored: true };
      });
      app.get('/api/test/store-json', { config: { access: 'public' } }, async () => {
        await app.database.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb`);
        return { stored: true };
      });
    },
  });
  actors = await createActors(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

interface CursorRoute {
  url: string;
  role: Role;
  /** The route's required parameters, each with the first value its enum allows. */
  required: string;
}

interface DocumentParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { enum?: string[] };
}

async function cursorRoutes(): Promise<CursorRoute[]> {
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { parameters?: DocumentParameter[] }>>;
  }>();
  const found: CursorRoute[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const operation = item.get;
    if (!operation?.parameters?.some((parameter) => parameter.in === 'query' && parameter.name === 'cursor')) continue;
    const declared = t.app.declaredRoutes.find((route) => route.method === 'GET' && route.url === path);
    if (!declared?.access) throw new Error(`${path} is not a declared route`);
    const access = declared.access;
    const role = roles.find((candidate) => mayCall(access, candidate) && candidate !== 'guest') ?? 'guest';
    // Lists (the documented "required" also covers parameters that default to empty) fill in only
    // those that name a choice: a request refused for anything but its cursor fails below.
    const required = operation.parameters.filter((parameter) => parameter.in === 'query' && parameter.required && parameter.schema?.enum?.[0]);
    found.push({ url: path, role, required: required.map((parameter) => `${parameter.name}=${parameter.schema?.enum?.[0]}&`).join('') });
  }
  return found;
}

describe('forged list cursors', () => {
  it('every route that takes a cursor answers each hostile cursor with the invalid-cursor 400', async () => {
    const routes = await cursorRoutes();
    // The lists named by the audit must be among them: the document is where this test finds them.
    for (const url of ['/api/models', '/api/contractors', '/api/favorites', '/api/admin/users', '/api/admin/reports', '/api/jobs']) {
      expect(routes.map((route) => route.url)).toContain(url);
    }
    const failures: string[] = [];
    for (const route of routes) {
      for (const hostile of hostileCursors) {
        const cookie = actors.cookie(route.role);
        const res = await t.app.inject({
          url: `${route.url}?${route.required}cursor=${encodeURIComponent(String(hostile.value))}`,
          remoteAddress: randomIp(),
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
        });
        const body = res.statusCode === 400 ? res.json<{ code?: string; details?: { path?: string }[] }>() : undefined;
        if (body?.code !== 'VALIDATION_FAILED' || body.details?.[0]?.path !== 'cursor') {
          failures.push(`${route.url} as ${route.role}, ${hostile.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("the audit's example, a NUL in /api/models' id, is a 400", async () => {
    const res = await t.app.inject({
      url: '/api/models?cursor=eyJ2IjoxLCJuIjoxNzY3MjI1NjAwMDAwLCJzIjoxLCJjIjoiMjAyNi0wMS0wMSAwMDowMDowMCswMCIsImkiOiJhXHUwMDAwIn0',
      remoteAddress: randomIp(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'cursor' }] });
  });
});

describe('text the database cannot store, on a path that forgot to refuse it', () => {
  it('a NUL in a text parameter (SQLSTATE 22021) is a 400 in the catalogue shape, not a 500', async () => {
    const res = await t.app.inject({ url: '/api/test/store-text', remoteAddress: randomIp() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/caracteres inválidos/) });
  });

  it('an escaped NUL in jsonb (SQLSTATE 22P05) is a 400 too', async () => {
    const res = await t.app.inject({ url: '/api/test/store-json', remoteAddress: randomIp() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
