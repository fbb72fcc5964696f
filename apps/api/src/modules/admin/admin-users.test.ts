import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { cookieHeader, createAccount, getSession, signIn } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/index.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.app);
  await createAuthRepository(t.database.db).makeAdmin(admin.user.id);
});
afterAll(async () => {
  await t?.close();
});

function act(cookie: string, userId: string, action: 'suspend' | 'reinstate', reason = 'Perfil falso denunciado por três usuárias') {
  return t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/${action}`, headers: { origin: TEST_ORIGIN, cookie }, payload: { reason } });
}

describe('suspension (docs/security.md #4, #9 and #10)', () => {
  it('ends every session at once, refuses sign-in, hides the profile; reinstating undoes it', async () => {
    const target = await createAccount(t.app);
    const otherDevice = cookieHeader(await signIn(t.app, target.email, target.password));

    const res = await act(admin.cookie, target.user.id, 'suspend');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: target.user.id, suspension_reason: 'Perfil falso denunciado por três usuárias' });
    expect(res.json().user.suspended_at).toMatch(/^\d{4}-/);

    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(0);
    for (const old of [target.cookie, otherDevice]) {
      expect((await getSession(t.app, old)).json()).toEqual({ user: null });
      expect((await t.app.inject({ url: '/api/profiles/me', headers: { cookie: old } })).statusCode).toBe(401);
    }
    const refused = await signIn(t.app, target.email, target.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');
    expect((await t.app.inject({ url: `/api/profiles/${target.user.profile_slug}` })).statusCode).toBe(404);

    const back = await act(admin.cookie, target.user.id, 'reinstate', 'Documentos conferidos');
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ suspended_at: null, suspension_reason: null });
    expect((await signIn(t.app, target.email, target.password)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/profiles/${target.user.profile_slug}` })).statusCode).toBe(200);
  });

  it('is refused to non-admins (403) and guests (401) on the server, and changes nothing', async () => {
    const target = await createAccount(t.app);
    const model = await createAccount(t.app);
    expect((await act(model.cookie, target.user.id, 'suspend')).statusCode).toBe(403);
    expect((await act('', target.user.id, 'suspend')).statusCode).toBe(401);
    const [row] = await t.database.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, target.user.id));
    expect(row?.suspendedAt).toBeNull();
  });

  it('needs a reason, answers 404 for an unknown user, and refuses suspending oneself', async () => {
    const target = await createAccount(t.app);
    expect((await act(admin.cookie, target.user.id, 'suspend', '  ')).statusCode).toBe(400);
    const unknown = await act(admin.cookie, 'nao-existe', 'suspend');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
    expect((await act(admin.cookie, admin.user.id, 'suspend')).statusCode).toBe(403);
    expect((await getSession(t.app, admin.cookie)).json().user.user_type).toBe('admin');
  });
});
