import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verifications } from '../../db/schema/index.ts';
import { createAccount, getSession, randomIp, signIn } from '../../test-support/accounts.ts';
import { createMailCapture, linkIn } from '../../test-support/mail-capture.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { rateLimitRules } from '../rate-limits/index.ts';

const mail = createMailCapture();
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ deps: { mailer: mail.mailer } });
  // A second instance on the same database, as behind a load balancer.
  b = await createTestApp({ database: a.database, deps: { mailer: mail.mailer } });
});
afterAll(async () => {
  await b?.app.close();
  await a?.close();
});

function forgot(email: string, options: { ip?: string; app?: TestApp['app'] } = {}) {
  return (options.app ?? a.app).inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress: options.ip ?? randomIp(),
    headers: { origin: TEST_ORIGIN },
    payload: { email },
  });
}

function reset(token: string, password: string) {
  return a.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    remoteAddress: randomIp(),
    headers: { origin: TEST_ORIGIN },
    payload: { token, password },
  });
}

async function resetTokenFor(email: string, count = 1): Promise<string> {
  const link = linkIn(await mail.waitFor(email, 'Redefina', count));
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/redefinir-senha');
  return link.searchParams.get('token') ?? '';
}

describe('forgot password', () => {
  it('answers the same 200 for a known and an unknown address, and emails only the known one', async () => {
    const account = await createAccount(a.app);
    const known = await forgot(`  ${account.email.toUpperCase()} `);
    const unknown = await forgot('ninguem.aqui@exemplo.com.br');
    for (const res of [known, unknown]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ sent: true });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const message = await mail.waitFor(account.email, 'Redefina');
    expect(message.subject).toBe('Redefina sua senha na Passarela');
    expect(message.html).toContain('Redefinir senha');
    expect(message.html).toContain('http://localhost:3000/logo.svg');
    expect(message.text).toContain('60 minutos');
    // The reset email is queued after the answer (auth.ts); then every queued one has gone.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all([a.drainJobs(), b.drainJobs()]);
    expect(mail.to('ninguem.aqui@exemplo.com.br')).toHaveLength(0);
  });

  it('stores the token only hashed and never logs it', async () => {
    const account = await createAccount(a.app);
    await forgot(account.email);
    const token = await resetTokenFor(account.email);
    const rows = await a.database.db.select().from(verifications).where(eq(verifications.value, account.user.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(a.logs.join('\n')).not.toContain(token);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await forgot('nao-e-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const account = await createAccount(a.app);
    const otherDevice = (await signIn(a.app, account.email, account.password)).headers['set-cookie'];
    expect(otherDevice).toBeDefined();
    await forgot(account.email);
    const token = await resetTokenFor(account.email);

    const res = await reset(token, 'um-novo-caminho-pela-serra');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await a.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toHaveLength(0);
    expect((await getSession(a.app, account.cookie)).json()).toEqual({ user: null });

    expect((await signIn(a.app, account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(a.app, account.email, 'um-novo-caminho-pela-serra')).statusCode).toBe(200);

    const again = await reset(token, 'outra-senha-bem-diferente');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'RESET_TOKEN_INVALID', message: 'Este link de redefinição é inválido ou expirou. Peça um novo.' });
  });

  it('confirms the email: the reset link proved the person owns the mailbox', async () => {
    const account = await createAccount(a.app);
    const verified = async () => (await a.database.db.select({ v: users.emailVerified }).from(users).where(eq(users.id, account.user.id)))[0]?.v;
    expect(await verified()).toBe(false);
    await forgot(account.email);
    const token = await resetTokenFor(account.email);

    // A refused attempt proves nothing.
    expect((await reset(token, 'password123')).statusCode).toBe(400);
    expect(await verified()).toBe(false);

    expect((await reset(token, 'um-novo-caminho-pela-serra')).statusCode).toBe(200);
    expect(await verified()).toBe(true);
    const signedIn = await signIn(a.app, account.email, 'um-novo-caminho-pela-serra');
    expect(signedIn.json().user.emailVerified).toBe(true);
  });

  it('refuses an expired token and a forged one with RESET_TOKEN_INVALID', async () => {
    const account = await createAccount(a.app);
    await forgot(account.email);
    const token = await resetTokenFor(account.email);
    await a.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, account.user.id));
    for (const bad of [token, 'forjado', 'a'.repeat(4096)]) {
      const res = await reset(bad, 'um-novo-caminho-pela-serra');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('RESET_TOKEN_INVALID');
    }
    expect((await signIn(a.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('checks the new password like sign-up: common, short and too long ones are refused', async () => {
    const account = await createAccount(a.app);
    await forgot(account.email);
    const token = await resetTokenFor(account.email);
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await reset(token, '12345')).json().code).toBe('VALIDATION_FAILED');
    expect((await reset(token, 'x'.repeat(129))).json().code).toBe('VALIDATION_FAILED');
    // The refused attempts did not spend the token.
    expect((await reset(token, 'uma-frase-longa-e-incomum')).statusCode).toBe(200);
  });
});

describe('forgot-password rate limits (docs/security.md #3)', () => {
  it('refuses the N+1st request for one address, also alternating between two instances, with Retry-After', async () => {
    const account = await createAccount(a.app);
    const limit = rateLimitRules.forgotPasswordAccount.limit;
    for (let i = 0; i < limit; i++) expect((await forgot(account.email, { app: i % 2 ? b.app : a.app })).statusCode).toBe(200);
    const limited = await forgot(account.email, { app: limit % 2 ? b.app : a.app });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all([a.drainJobs(), b.drainJobs()]);
    expect(mail.to(account.email, 'Redefina')).toHaveLength(limit);
  });

  it('refuses the N+1st request from one IP across many addresses', async () => {
    const ip = randomIp();
    const limit = rateLimitRules.forgotPasswordIp.limit;
    for (let i = 0; i < limit; i++) expect((await forgot(`alvo${i}@exemplo.com.br`, { ip, app: i % 2 ? b.app : a.app })).statusCode).toBe(200);
    const limited = await forgot('mais-um@exemplo.com.br', { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
