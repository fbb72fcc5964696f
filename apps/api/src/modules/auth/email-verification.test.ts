import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mailer/mailer.ts';
import { createAccount, getSession } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let captured: TestApp;
const sent: MailMessage[] = [];
beforeAll(async () => {
  t = await createTestApp();
  captured = await createTestApp({ database: t.database, deps: { mailer: { send: async (message) => void sent.push(message) } } });
});
afterAll(async () => {
  await captured?.app.close();
  await t?.close();
});

function linkIn(message: MailMessage | undefined): string {
  const match = message?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in the email');
  return match[0];
}

function resend(app: TestApp['app'], cookie: string) {
  return app.inject({ method: 'POST', url: '/api/auth/send-verification-email', headers: { origin: TEST_ORIGIN, cookie } });
}

describe('email confirmation', () => {
  it('keeps the confirmation email in the local outbox, and logs no link or token', async () => {
    const account = await createAccount(t.app);
    await t.drainJobs();
    const outbox = path.join(t.config.dataDir, 'outbox');
    const messages = readdirSync(outbox).map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as MailMessage);
    const mine = messages.filter((message) => message.to === account.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toBe('Confirme seu email na Passarela');
    const link = linkIn(mine[0]);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(t.logs.join('\n')).not.toContain(token);
    expect(t.logs.join('\n')).toContain('caixa de saída');
  });

  it('confirms the email through the link and redirects to the web app', async () => {
    const account = await createAccount(captured.app);
    expect((await getSession(captured.app, account.cookie)).json().user.emailVerified).toBe(false);
    await captured.drainJobs();
    const link = new URL(linkIn(sent.find((message) => message.to === account.email)));
    const res = await captured.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { cookie: account.cookie } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?email=confirmado');
    expect((await getSession(captured.app, account.cookie)).json().user.emailVerified).toBe(true);
    expect((await resend(captured.app, account.cookie)).json().code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('redirects a forged or broken link to the invalid-link notice', async () => {
    for (const token of ['forjado', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jbyJ9.x']) {
      const res = await captured.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/?email=link-invalido');
    }
    expect((await captured.app.inject({ method: 'GET', url: '/api/auth/verify-email' })).statusCode).toBe(400);
  });

  it('sends it again on request, to signed-in users only, within the email limits', async () => {
    expect((await captured.app.inject({ method: 'POST', url: '/api/auth/send-verification-email', headers: { origin: TEST_ORIGIN } })).statusCode).toBe(401);
    const account = await createAccount(captured.app);
    await captured.drainJobs();
    const before = sent.filter((message) => message.to === account.email).length;
    for (let i = 0; i < 3; i++) {
      const res = await resend(captured.app, account.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ sent: true });
    }
    await captured.drainJobs();
    expect(sent.filter((message) => message.to === account.email)).toHaveLength(before + 3);
    const limited = await resend(captured.app, account.cookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await captured.drainJobs();
    expect(sent.filter((message) => message.to === account.email)).toHaveLength(before + 3);
  });
});
