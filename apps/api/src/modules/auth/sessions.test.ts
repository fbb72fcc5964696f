import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { cookieHeader, createAccount, getSession, randomIp, sessionCookie, signIn, signUp, modelSignUpData } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function signOut(cookie: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: TEST_ORIGIN, cookie } });
}

/** A route only signed-in users may call. */
function ownProfile(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie } });
}

async function suspend(userId: string) {
  await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, userId));
}

describe('sign-in', () => {
  it('signs in with the email trimmed and in any case, and answers the session user', async () => {
    const account = await createAccount(t.app);
    const res = await signIn(t.app, `  ${account.email.toUpperCase()}  `, account.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: account.user.id, email: account.email, profile_slug: account.user.profile_slug, wallet_balance: 0 });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const account = await createAccount(t.app);
    const wrong = await signIn(t.app, account.email, 'senha-errada-mesmo');
    const unknown = await signIn(t.app, 'ninguem@exemplo.com.br', 'senha-errada-mesmo');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Email ou senha inválidos.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses unknown fields and a missing password with 400', async () => {
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: randomIp(),
      payload: { email: 'a@b.co', password: 'x', admin: true },
    });
    expect(extra.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: randomIp(),
      payload: { email: 'a@b.co' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('session cookie (docs/security.md #4)', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure on plain-http local development', async () => {
    const res = await signUp(t.app, modelSignUpData());
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ name: 'better-auth.session_token', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ database: t.database, env: { PUBLIC_URL: 'https://passarela.example' } });
    try {
      const res = await signUp(https.app, modelSignUpData(), { headers: { origin: 'https://passarela.example' } });
      expect(res.statusCode, res.body).toBe(201);
      const cookie = sessionCookie(res);
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      const session = await getSession(https.app, cookieHeader(res));
      expect(session.json().user).not.toBeNull();
    } finally {
      await https.app.close();
    }
  });

  it('issues a new session on sign-in and ends the one the browser had', async () => {
    const account = await createAccount(t.app);
    const res = await signIn(t.app, account.email, account.password, { cookie: account.cookie });
    expect(res.statusCode).toBe(200);
    const fresh = cookieHeader(res);
    expect(fresh).not.toBe(account.cookie);
    expect((await getSession(t.app, fresh)).json().user?.id).toBe(account.user.id);
    expect((await getSession(t.app, account.cookie)).json()).toEqual({ user: null });
  });

  it('after sign-out the old cookie is worthless: session null, user routes 401', async () => {
    const account = await createAccount(t.app);
    expect((await ownProfile(account.cookie)).statusCode).toBe(200);
    const out = await signOut(account.cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(sessionCookie(out)?.value ?? '').toBe('');
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(rows).toHaveLength(0);
    expect((await getSession(t.app, account.cookie)).json()).toEqual({ user: null });
    const replay = await ownProfile(account.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('UNAUTHENTICATED');
  });

  it('signing out without a session is harmless; a forged cookie is a guest', async () => {
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: TEST_ORIGIN } });
    expect(out.statusCode).toBe(200);
    expect((await getSession(t.app, 'better-auth.session_token=forjado.assinatura')).json()).toEqual({ user: null });
    expect((await ownProfile('better-auth.session_token=forjado.assinatura')).statusCode).toBe(401);
  });

  it('refuses a sign-out from a foreign origin (CSRF)', async () => {
    const account = await createAccount(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: 'https://evil.example', cookie: account.cookie } });
    expect(res.statusCode).toBe(403);
    expect((await getSession(t.app, account.cookie)).json().user).not.toBeNull();
  });
});

describe('suspended users (docs/security.md #10)', () => {
  it('cannot sign in, their sessions stop working and their public profile is hidden', async () => {
    const account = await createAccount(t.app);
    const otherDevice = cookieHeader(await signIn(t.app, account.email, account.password));
    await suspend(account.user.id);

    expect((await ownProfile(account.cookie)).statusCode).toBe(401);
    expect((await getSession(t.app, otherDevice)).json()).toEqual({ user: null });

    const res = await signIn(t.app, account.email, account.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(res.headers['set-cookie']).toBeUndefined();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(rows).toHaveLength(0);

    // The wrong password still reads as wrong credentials: suspension is not revealed to guessers.
    expect((await signIn(t.app, account.email, 'senha-errada-mesmo')).json().code).toBe('INVALID_CREDENTIALS');

    const profile = await t.app.inject({ method: 'GET', url: `/api/profiles/${account.user.profile_slug}` });
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toEqual({ code: 'PROFILE_NOT_FOUND', message: 'Perfil não encontrado ou indisponível.' });
  });
});

describe('the first-run safety card, remembered per account (docs/product.md "Safety")', () => {
  const markSeen = (cookie: string, moment: string) =>
    t.app.inject({ method: 'POST', url: `/api/me/safety-tips/${moment}/seen`, headers: { origin: TEST_ORIGIN, cookie } });

  it('starts unseen; "Entendi" on one moment shows in every session of the account, the other moment still unseen', async () => {
    const account = await createAccount(t.app);
    expect((await getSession(t.app, account.cookie)).json().user.safety_tips_seen).toEqual({ conversation: false, hired: false });

    const seen = await markSeen(account.cookie, 'conversation');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ safety_tips_seen: { conversation: true, hired: false } });

    // Another device: a new sign-in, a new session.
    const elsewhere = cookieHeader(await signIn(t.app, account.email, account.password));
    expect(elsewhere).not.toBe(account.cookie);
    expect((await getSession(t.app, elsewhere)).json().user.safety_tips_seen).toEqual({ conversation: true, hired: false });

    // The first dismissal is kept; marking again changes nothing.
    const [first] = await t.database.db.select({ at: users.safetyTipsConversationSeenAt }).from(users).where(eq(users.id, account.user.id));
    expect((await markSeen(elsewhere, 'conversation')).json()).toEqual({ safety_tips_seen: { conversation: true, hired: false } });
    const [again] = await t.database.db.select({ at: users.safetyTipsConversationSeenAt }).from(users).where(eq(users.id, account.user.id));
    expect(again?.at?.toISOString()).toBe(first?.at?.toISOString());

    expect((await markSeen(elsewhere, 'hired')).json()).toEqual({ safety_tips_seen: { conversation: true, hired: true } });
    expect((await getSession(t.app, account.cookie)).json().user.safety_tips_seen).toEqual({ conversation: true, hired: true });
  });

  it('is one account\'s own: another account stays unseen; guests and unknown moments are refused', async () => {
    const ana = await createAccount(t.app);
    const bia = await createAccount(t.app);
    expect((await markSeen(ana.cookie, 'hired')).statusCode).toBe(200);
    expect((await getSession(t.app, bia.cookie)).json().user.safety_tips_seen).toEqual({ conversation: false, hired: false });
    expect((await markSeen('', 'hired')).statusCode).toBe(401);
    expect((await markSeen(ana.cookie, 'outro')).statusCode).toBe(400);
  });
});
