import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, randomIp } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('dev outbox (outside production)', () => {
  it('lists the stored emails newest first as JSON, with the links tests need', async () => {
    const account = await createAccount(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: randomIp(),
      headers: { origin: TEST_ORIGIN },
      payload: { email: account.email },
    });
    let messages: Array<{ to: string; subject: string; text: string; html: string; id: string; created_at: string }> = [];
    for (let i = 0; i < 100 && messages.filter((m) => m.to === account.email).length < 2; i++) {
      const res = await t.app.inject({ url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      messages = res.json().messages;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const mine = messages.filter((m) => m.to === account.email);
    expect(mine.map((m) => m.subject)).toEqual(['Redefina sua senha na Passarela', 'Confirme seu email na Passarela']);
    expect(mine[0]?.text).toMatch(/http:\/\/localhost:3000\/redefinir-senha\?token=\S+/);
    expect(mine[0]?.html).toContain('<a href="http://localhost:3000/redefinir-senha?token=');
    expect(Date.parse(mine[0]?.created_at ?? '')).toBeGreaterThanOrEqual(Date.parse(mine[1]?.created_at ?? ''));
  });

  it('shows them on a server-rendered page: subject, recipient, time, HTML in a sandboxed srcdoc iframe', async () => {
    const account = await createAccount(t.app, { first_name: '<b>Ana</b>' });
    const res = await t.app.inject({ url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.body).toContain('Caixa de saída (desenvolvimento)');
    expect(res.body).toContain(account.email);
    expect(res.body).toContain('Confirme seu email na Passarela');
    expect(res.body).toMatch(/<iframe sandbox="" srcdoc="[^"]*&#60;a href=&#34;http:\/\/localhost:3000\/api\/auth\/verify-email/);
    expect(res.body).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
    // The user's name is escaped twice over: in the email, and again into the srcdoc attribute.
    expect(res.body).not.toContain('<b>Ana</b>');
  });
});

describe('dev outbox in production', () => {
  it('does not exist: 404 for the API and for the page', async () => {
    const production = await createTestApp({
      database: t.database,
      env: { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://passarela.example' },
    });
    try {
      const api = await production.app.inject({ url: '/api/dev/outbox' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('ROUTE_NOT_FOUND');
      const page = await production.app.inject({ url: '/dev/outbox' });
      expect(page.statusCode === 404 || !page.body.includes('Caixa de saída')).toBe(true);
      expect(page.body).not.toContain('Caixa de saída');
      expect(production.app.declaredRoutes.some((route) => route.url.includes('outbox'))).toBe(false);
    } finally {
      await production.app.close();
    }
  });
});
