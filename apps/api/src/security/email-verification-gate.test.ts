import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createAccount } from '../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Stands in for posting a job, applying, proposing, paying: those routes come with later issues.
    beforeReady: (app) => {
      app.post('/api/test/post-job', { config: { access: ['contractor', 'admin'], requireVerifiedEmail: true } }, async () => ({ posted: true }));
      app.post('/api/test/apply', { config: { access: 'user', requireVerifiedEmail: true } }, async () => ({ applied: true }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function call(url: string, cookie: string) {
  return t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload: {} });
}

describe('unconfirmed emails (docs/security.md #6)', () => {
  it('are refused with 403 EMAIL_NOT_VERIFIED on routes that require a confirmed email, and pass once confirmed', async () => {
    const contractor = await createAccount(t.app, {
      userType: 'contractor',
      model_type: undefined,
      model_physical_type: undefined,
      gender: undefined,
      model_characteristics: [],
      work_interests: [],
    });
    for (const url of ['/api/test/post-job', '/api/test/apply']) {
      const res = await call(url, contractor.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Confirme seu email para continuar. Enviamos um link para a sua caixa de entrada.' });
    }
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, contractor.user.id));
    expect((await call('/api/test/post-job', contractor.cookie)).json()).toEqual({ posted: true });
    expect((await call('/api/test/apply', contractor.cookie)).json()).toEqual({ applied: true });
  });

  it('checks the role before the email: a model is 403 FORBIDDEN, a guest 401', async () => {
    const model = await createAccount(t.app);
    expect((await call('/api/test/post-job', model.cookie)).json().code).toBe('FORBIDDEN');
    expect((await call('/api/test/post-job', '')).statusCode).toBe(401);
  });

  it('cannot be put on a public route (start-up fails)', async () => {
    await expect(
      createTestApp({
        database: t.database,
        beforeReady: (app) => {
          app.post('/api/test/bad', { config: { access: 'public', requireVerifiedEmail: true } }, async () => ({}));
        },
      }),
    ).rejects.toThrow(/requires a verified email but is public/);
  });
});
