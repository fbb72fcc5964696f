import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { cookieHeader, createAccount, getSession, sessionCookie, signIn } from '../../test-support/accounts.ts';
import { createMailCapture, linkIn } from '../../test-support/mail-capture.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

const mail = createMailCapture();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { mailer: mail.mailer } });
});
afterAll(async () => {
  await t?.close();
});

function post(url: string, cookie: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
}

/** Makes every session of the user look as if it signed in 11 minutes ago. */
async function ageSessions(userId: string) {
  await t.database.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
    .where(eq(sessions.userId, userId));
}

describe('change password (docs/security.md #4 and #5)', () => {
  it('needs the current password: wrong 400, missing 400, guests 401', async () => {
    const account = await createAccount(t.app);
    const wrong = await post('/api/auth/change-password', account.cookie, { currentPassword: 'nao-e-essa', newPassword: 'outra-senha-comprida' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'CURRENT_PASSWORD_INVALID', message: 'Senha atual incorreta.' });
    const missing = await post('/api/auth/change-password', account.cookie, { newPassword: 'outra-senha-comprida' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const guest = await t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { origin: TEST_ORIGIN }, payload: {} });
    expect(guest.statusCode).toBe(401);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a common new password', async () => {
    const account = await createAccount(t.app);
    const res = await post('/api/auth/change-password', account.cookie, { currentPassword: account.password, newPassword: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_COMMON');
  });

  it('answers {user} with a new session cookie; every older session, this one included, is worthless', async () => {
    const account = await createAccount(t.app);
    const otherDevice = cookieHeader(await signIn(t.app, account.email, account.password));
    const res = await post('/api/auth/change-password', account.cookie, { currentPassword: account.password, newPassword: 'nova-senha-da-montanha' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: account.user.id, email: account.email });
    expect(sessionCookie(res)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const fresh = cookieHeader(res);
    expect(fresh).not.toBe(account.cookie);
    expect((await getSession(t.app, fresh)).json().user.id).toBe(account.user.id);
    for (const old of [account.cookie, otherDevice]) {
      expect((await getSession(t.app, old)).json()).toEqual({ user: null });
      expect((await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: old } })).statusCode).toBe(401);
    }
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(t.app, account.email, 'nova-senha-da-montanha')).statusCode).toBe(200);
  });
});

describe('change email', () => {
  it('sends a link to the new address and a notice to the old; the email changes only when the link is opened', async () => {
    const account = await createAccount(t.app);
    const newEmail = `nova.${account.email}`;
    const res = await post('/api/auth/change-email', account.cookie, { currentPassword: account.password, newEmail: `  ${newEmail.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: true });

    const notice = await mail.waitFor(account.email, 'Pedido de troca');
    expect(notice.text).toContain(newEmail);
    const confirmation = await mail.waitFor(newEmail, 'Confirme seu novo email');
    const link = linkIn(confirmation);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/api/auth/confirm-email-change');
    expect((await getSession(t.app, account.cookie)).json().user.email).toBe(account.email);

    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/dashboard?tab=settings&email=alterado');
    const session = (await getSession(t.app, account.cookie)).json().user;
    expect(session).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(t.app, newEmail, account.password)).statusCode).toBe(200);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe('/dashboard?tab=settings&email=link-invalido');
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/confirm-email-change?token=forjado' });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/dashboard?tab=settings&email=link-invalido');
  });

  it('refuses a wrong password (400), a taken address (409) and the same address (400)', async () => {
    const account = await createAccount(t.app);
    const other = await createAccount(t.app);
    const wrong = await post('/api/auth/change-email', account.cookie, { currentPassword: 'nao-e-essa', newEmail: `x.${account.email}` });
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_INVALID');
    const taken = await post('/api/auth/change-email', account.cookie, { currentPassword: account.password, newEmail: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    const same = await post('/api/auth/change-email', account.cookie, { currentPassword: account.password, newEmail: account.email });
    expect(same.statusCode).toBe(400);
    await t.drainJobs();
    expect(mail.to(`x.${account.email}`)).toHaveLength(0);
  });

  it('a link whose address was taken meanwhile changes nothing; a newer request replaces the pending one', async () => {
    const account = await createAccount(t.app);
    const first = `primeira.${account.email}`;
    const second = `segunda.${account.email}`;
    await post('/api/auth/change-email', account.cookie, { currentPassword: account.password, newEmail: first });
    const firstLink = linkIn(await mail.waitFor(first, 'Confirme seu novo email'));
    await post('/api/auth/change-email', account.cookie, { currentPassword: account.password, newEmail: second });
    const secondLink = linkIn(await mail.waitFor(second, 'Confirme seu novo email'));
    expect((await t.app.inject({ method: 'GET', url: `${firstLink.pathname}${firstLink.search}` })).headers.location).toContain('link-invalido');

    await createAccount(t.app, { email: second });
    expect((await t.app.inject({ method: 'GET', url: `${secondLink.pathname}${secondLink.search}` })).headers.location).toContain('link-invalido');
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, account.user.id));
    expect(row?.email).toBe(account.email);
  });
});

describe('sign out everywhere (docs/security.md #5)', () => {
  it('with a recent sign-in, ends every session of the account, this one included', async () => {
    const account = await createAccount(t.app);
    const otherDevice = cookieHeader(await signIn(t.app, account.email, account.password));
    const res = await post('/api/auth/sign-out-everywhere', account.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(sessionCookie(res)?.value ?? '').toBe('');
    for (const old of [account.cookie, otherDevice]) expect((await getSession(t.app, old)).json()).toEqual({ user: null });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toHaveLength(0);
  });

  it('refuses an old session without the password (403 RECENT_SIGN_IN_REQUIRED), and accepts it with the password', async () => {
    const account = await createAccount(t.app);
    await ageSessions(account.user.id);
    const refused = await post('/api/auth/sign-out-everywhere', account.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'RECENT_SIGN_IN_REQUIRED', message: 'Por segurança, entre novamente para continuar.' });
    expect((await getSession(t.app, account.cookie)).json().user).not.toBeNull();

    expect((await post('/api/auth/sign-out-everywhere', account.cookie, { currentPassword: 'nao-e-essa' })).json().code).toBe('CURRENT_PASSWORD_INVALID');
    const accepted = await post('/api/auth/sign-out-everywhere', account.cookie, { currentPassword: account.password });
    expect(accepted.statusCode).toBe(200);
    expect((await getSession(t.app, account.cookie)).json()).toEqual({ user: null });
  });

  it('an old session cannot change the password or the email without the current password', async () => {
    const account = await createAccount(t.app);
    await ageSessions(account.user.id);
    for (const [url, payload] of [
      ['/api/auth/change-password', { newPassword: 'outra-senha-comprida' }],
      ['/api/auth/change-email', { newEmail: `z.${account.email}` }],
    ] as const) {
      const res = await post(url, account.cookie, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'currentPassword' })]));
    }
  });
});
