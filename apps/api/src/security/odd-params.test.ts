import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-support/test-app.ts';

/** Values that have broken servers: NUL, broken UTF-8, traversal, quotes, huge, emoji. */
const oddValues = ['%00', 'a%00b', '%E0%A4%A', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', "a'b", '%27%20OR%201%3D1--', 'a'.repeat(300), '%F0%9F%98%80', '%20', '%2F'];

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createAccount(t.app)).cookie;
});
afterAll(async () => {
  await t?.close();
});

describe('odd parameters (docs/security.md #12)', () => {
  it('GET /api/pages/%00 and friends are 4xx, never 500', async () => {
    for (const value of oddValues) {
      const res = await t.app.inject({ url: `/api/pages/${value}` });
      expect(res.statusCode, value).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, value).toBeLessThan(500);
      expect(res.json()).toHaveProperty('code');
    }
  });

  it('every route with a path parameter or query answers odd values with 2xx, 3xx or 4xx, never 500', async () => {
    const routes = t.app.declaredRoutes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.access !== undefined);
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of oddValues) {
        const url = route.url.includes(':') ? route.url.replace(/:[A-Za-z]+/g, value) : `${route.url}?token=${value}&slug=${value}`;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { origin: TEST_ORIGIN, cookie },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        if (res.statusCode >= 500) failures.push(`${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
