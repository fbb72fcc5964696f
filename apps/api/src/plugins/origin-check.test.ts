import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOriginPolicy, isLocalNetworkOrigin } from '../config/origin-policy.ts';
import { createAccount, modelSignUpData, randomIp, signUp } from '../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

describe('local-network origins (docs/security.md #7)', () => {
  it('are loopback or private hosts at exactly the given port', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.0.12:3000',
      'http://10.1.2.3:3000',
      'http://172.20.0.5:3000',
      'http://meu-pc.local:3000',
    ]) {
      expect(isLocalNetworkOrigin(origin, 3000), origin).toBe(true);
    }
    for (const origin of [
      'http://127.0.0.1:4000',
      'http://localhost',
      'https://evil.example:3000',
      'http://172.32.0.1:3000',
      'http://8.8.8.8:3000',
      'http://192.168.0.12:3000/path',
      'http://user@127.0.0.1:3000',
      'null',
      'http://127.0.0.1.evil.example:3000',
    ]) {
      expect(isLocalNetworkOrigin(origin, 3000), origin).toBe(false);
    }
  });

  it('are trusted only when the policy has a local port (outside production)', () => {
    const strict = createOriginPolicy({ trustedOrigins: ['https://passarela.example'] });
    expect(strict.isTrusted('https://passarela.example')).toBe(true);
    expect(strict.isTrusted('http://127.0.0.1:3000')).toBe(false);
    const local = createOriginPolicy({ trustedOrigins: ['http://localhost:3000'], localNetworkPort: 3000 });
    expect(local.isTrusted('http://127.0.0.1:3000')).toBe(true);
    expect(local.isTrusted('https://evil.example')).toBe(false);
  });
});

describe('the origin check of a development server at PUBLIC_URL http://localhost:3000', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PORT: '3000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a visitor register and sign in from http://127.0.0.1:3000 and from a phone on the Wi-Fi', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://192.168.0.12:3000']) {
      const res = await signUp(t.app, modelSignUpData(), { headers: { origin } });
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(201);
    }
    const account = await createAccount(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: randomIp(),
      headers: { origin: 'http://127.0.0.1:3000' },
      payload: { email: account.email, password: account.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('still refuses a foreign site, naming the origin and where to add it', async () => {
    const res = await signUp(t.app, modelSignUpData(), { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ORIGIN_FORBIDDEN',
      message: 'Origem da requisição não permitida: https://evil.example. Peça a quem administra o servidor para incluí-la em PUBLIC_URL ou TRUSTED_ORIGINS.',
      details: { origin: 'https://evil.example', fix: expect.stringContaining('TRUSTED_ORIGINS') },
    });
  });
});

describe('the origin check in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PORT: '3000', PUBLIC_URL: 'https://passarela.example', AUTH_SECRET: 'x'.repeat(40) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('trusts only the configured origins, not loopback ones', async () => {
    const loopback = await signUp(t.app, modelSignUpData(), { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(loopback.statusCode).toBe(403);
    expect(loopback.json().details).toMatchObject({ origin: 'http://127.0.0.1:3000' });
    // The web app shows only the message: it names the origin to add, after the catalogue's sentence.
    expect(loopback.json().message).toBe(
      'Origem da requisição não permitida: http://127.0.0.1:3000. Peça a quem administra o servidor para incluí-la em PUBLIC_URL ou TRUSTED_ORIGINS.',
    );
    const forged = await signUp(t.app, modelSignUpData(), { headers: { origin: `https://${'a'.repeat(400)}.example` } });
    expect(forged.json().message.length).toBeLessThan(340);
    const own = await signUp(t.app, modelSignUpData(), { headers: { origin: 'https://passarela.example' } });
    expect(own.statusCode, own.body).toBe(201);
  });
});
