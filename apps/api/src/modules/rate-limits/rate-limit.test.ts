import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, modelSignUpData, randomIp, signIn, signUp } from '../../test-support/accounts.ts';
import { TEST_ORIGIN } from '../../test-support/test-app.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { rateLimitRules } from './index.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  // Instances behind a load balancer share the database and the secret that signs session cookies.
  const env = { AUTH_SECRET: 'segredo-compartilhado-entre-instancias-0123456789' };
  a = await createTestApp({ env });
  b = await createTestApp({ database: a.database, env });
});
afterAll(async () => {
  await b?.app.close();
  await a?.close();
});

function expectRateLimited(res: Awaited<ReturnType<typeof signIn>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rateLimitRules.signInIpAccount.windowSeconds);
}

describe('rate limits (docs/security.md #3)', () => {
  it('refuses the N+1st sign-in attempt for one account from one IP, with Retry-After', async () => {
    const account = await createAccount(a.app);
    const ip = randomIp();
    const limit = rateLimitRules.signInIpAccount.limit;
    for (let i = 0; i < limit; i++) expect((await signIn(a.app, account.email, 'senha-errada-mesmo', { ip })).statusCode).toBe(401);
    // Even the right password is refused now: the limit is on attempts, not on failures.
    expectRateLimited(await signIn(a.app, account.email, account.password, { ip }));
    // Another address is not affected.
    expect((await signIn(a.app, account.email, account.password, { ip: randomIp() })).statusCode).toBe(200);
  });

  it('holds across two app instances: attempts alternating between them share one counter', async () => {
    const account = await createAccount(a.app);
    const ip = randomIp();
    const limit = rateLimitRules.signInIpAccount.limit;
    for (let i = 0; i < limit; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      expect((await signIn(app, account.email, 'senha-errada-mesmo', { ip })).statusCode).toBe(401);
    }
    expectRateLimited(await signIn(limit % 2 === 0 ? a.app : b.app, account.email, 'senha-errada-mesmo', { ip }));
    expectRateLimited(await signIn(b.app, account.email, 'senha-errada-mesmo', { ip }));
  });

  it('limits one IP spraying many accounts', async () => {
    const ip = randomIp();
    const limit = rateLimitRules.signInIp.limit;
    const attempts = await Promise.all(
      Array.from({ length: limit }, (_, i) => signIn(i % 2 ? a.app : b.app, `alvo${i}@exemplo.com.br`, 'senha-errada-mesmo', { ip })),
    );
    expect(attempts.every((res) => res.statusCode === 401)).toBe(true);
    expectRateLimited(await signIn(a.app, 'mais-um@exemplo.com.br', 'senha-errada-mesmo', { ip }));
  });

  it('limits sign-ups per IP', async () => {
    const ip = randomIp();
    const limit = rateLimitRules.signUpIp.limit;
    // Malformed bodies are refused before counting; these are well-formed but for a common password.
    for (let i = 0; i < limit; i++) expect((await signUp(i % 2 ? a.app : b.app, modelSignUpData({ password: '123456' }), { ip })).statusCode).toBe(400);
    const res = await signUp(a.app, modelSignUpData(), { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits email sending per account, also alternating between two instances', async () => {
    const account = await createAccount(a.app);
    const resend = (app: typeof a.app) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        remoteAddress: randomIp(),
        headers: { origin: TEST_ORIGIN, cookie: account.cookie },
      });
    const limit = rateLimitRules.verificationEmailAccount.limit;
    for (let i = 0; i < limit; i++) {
      const ok = await resend(i % 2 ? b.app : a.app);
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const res = await resend(limit % 2 ? b.app : a.app);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
