import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * A request without a cookie cannot carry a session, so the session lookup (better-auth, with the
 * headers it is given) is skipped for it: a guest's list page costs no lookup (the list benchmark,
 * bench/list-bench-runner.ts). With any cookie the lookup runs, and a route that is not public
 * still answers 401 to a request without a session.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the session lookup of a guest', () => {
  it('is skipped without a cookie, and runs with one', async () => {
    const lookup = vi.spyOn(t.app.services.authService, 'resolveSessionUser');
    try {
      const guest = await t.app.inject({ method: 'GET', url: '/api/models' });
      expect(guest.statusCode).toBe(200);
      expect(lookup).not.toHaveBeenCalled();

      const withCookie = await t.app.inject({ method: 'GET', url: '/api/models', headers: { cookie: 'other=1' } });
      expect(withCookie.statusCode).toBe(200);
      expect(lookup).toHaveBeenCalledTimes(1);
    } finally {
      lookup.mockRestore();
    }
  });

  it('still refuses a private route without a session, cookie or not', async () => {
    for (const headers of [{}, { cookie: 'other=1' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
