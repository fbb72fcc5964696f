import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getSession, signIn } from '../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('phone numbers (docs/security.md #11)', () => {
  it('appear in no session, sign-in or public-profile answer; only in the owner’s own profile', async () => {
    const owner = await createAccount(t.app, { phone: '(11) 97777-6666' });
    const visitor = await createAccount(t.app, { phone: '(21) 95555-4444' });
    const digits = '11977776666';
    const answers = [
      await getSession(t.app, owner.cookie),
      await signIn(t.app, owner.email, owner.password),
      await t.app.inject({ url: `/api/profiles/${owner.user.profile_slug}` }),
      await t.app.inject({ url: `/api/profiles/${owner.user.profile_slug}`, headers: { cookie: visitor.cookie } }),
      await t.app.inject({ url: '/api/profiles/me', headers: { cookie: visitor.cookie } }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(digits);
      expect(res.body).not.toContain('97777');
    }
    const own = await t.app.inject({ url: '/api/profiles/me', headers: { cookie: owner.cookie } });
    expect(own.json().profile.phone).toBe(digits);
  });
});
