import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../lib/mailer/mailer.ts';
import { cookieHeader, modelSignUpData, randomIp, signIn, signUp } from '../test-support/accounts.ts';
import { linkIn } from '../test-support/mail-capture.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-support/test-app.ts';
import { cardForm, payer, pixForm } from '../test-support/payments.ts';
import { TEST_CPF } from '../test-support/wallet.ts';

/**
 * A whole journey at LOG_LEVEL info, through the real mailer (the dev outbox), the sandbox payment
 * provider and a database error, and then the captured logs are searched for everything personal
 * or secret the journey handled. Nothing may be there, in any formatting.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
  // Forced database failures on the real sign-up route: a second profile with the same phone breaks
  // a unique index (PostgreSQL's detail then quotes the phone), and a user named "Falha Forçada"
  // breaks a check inside better-auth's insert (that detail quotes the whole row, email included).
  await t.database.db.execute(sql.raw('create unique index log_redaction_probe_phone on profiles (phone)'));
  await t.database.db.execute(sql.raw(`alter table users add constraint log_redaction_probe_name check (name <> 'Falha Forçada')`));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const suffix = randomBytes(4).toString('hex');
const email = `ana.registro.${suffix}@exemplo.com.br`;
const otherEmail = `bia.duplicada.${suffix}@exemplo.com.br`;
const failingEmail = `falha.forcada.${suffix}@exemplo.com.br`;
const password = `caminhada-na-praia-${suffix}`;
const newPassword = `outra-frase-bem-longa-${suffix}`;
const wrongPassword = `senha-errada-${suffix}`;
const instagram = `ana.registro.${suffix}`;
const pixEmail = `chave.pix.${suffix}@exemplo.com.br`;
const pixRandomKey = randomUUID();
const phones = { signUp: '(21) 99876-5432', profile: '(31) 97654-3210' };

/** Everything the logs must not hold; tokens and cookie values join as the journey meets them. */
const secrets: string[] = [email, otherEmail, failingEmail, password, newPassword, wrongPassword, pixEmail, pixRandomKey, payer.email];
const emails = [email, otherEmail, failingEmail, pixEmail, payer.email];
const digitRuns = [...Object.values(phones).map((phone) => phone.replace(/\D/g, '')), TEST_CPF.replace(/\D/g, ''), payer.identification.number];

const outbox = () => path.join(t.config.dataDir, 'outbox');

/** The newest message of the dev outbox to an address; reset emails leave after the answer. */
async function mailTo(address: string, subject: string): Promise<MailMessage> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const messages = readdirSync(outbox())
      .toSorted()
      .toReversed()
      .map((file) => JSON.parse(readFileSync(path.join(outbox(), file), 'utf8')) as MailMessage);
    const found = messages.find((message) => message.to === address && message.subject.startsWith(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" email to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function rememberCookies(res: LightMyRequestResponse) {
  for (const cookie of res.cookies) if (cookie.value) secrets.push(cookie.value);
}

function send(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie: string | undefined,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** Digits with any punctuation between them: (21) 99876-5432, +55 21 998765432, 219.987.654-32... */
function anyFormatting(digits: string): RegExp {
  return new RegExp(digits.split('').join(String.raw`[\s().+\/-]{0,3}`));
}

describe('logs of a whole journey', () => {
  it('hold no email, phone, CPF, Pix key, password, token or cookie', async () => {
    // Sign-up with email, phone and Instagram.
    const signedUp = await signUp(
      t.app,
      modelSignUpData({ email, password, phone: phones.signUp, instagram_handle_raw: `@${instagram}`, first_name: 'Ana', last_name: 'Registro' }),
    );
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    rememberCookies(signedUp);
    let cookie = cookieHeader(signedUp);

    // Email confirmation through the link in the (dev outbox) email.
    const confirmation = linkIn(await mailTo(email, 'Confirme'));
    const verifyToken = confirmation.searchParams.get('token') ?? '';
    expect(verifyToken.length).toBeGreaterThan(20);
    secrets.push(verifyToken, encodeURIComponent(verifyToken));
    const confirmed = await send('GET', `${confirmation.pathname}${confirmation.search}`, cookie);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/?email=confirmado');

    // A failed and a good sign-in.
    expect((await signIn(t.app, email, wrongPassword)).statusCode).toBe(401);
    const signedIn = await signIn(t.app, email, password, { cookie });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    rememberCookies(signedIn);

    // Forgot and reset password: the token in the page URL and in the body.
    expect((await send('POST', '/api/auth/forgot-password', undefined, { email })).statusCode).toBe(200);
    const resetLink = linkIn(await mailTo(email, 'Redefina'));
    const resetToken = resetLink.searchParams.get('token') ?? '';
    secrets.push(resetToken, encodeURIComponent(resetToken));
    expect(resetToken.length).toBeGreaterThan(10);
    await send('GET', `${resetLink.pathname}${resetLink.search}`, undefined);
    const reset = await send('POST', '/api/auth/reset-password', undefined, { token: resetToken, password: newPassword });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await signIn(t.app, email, newPassword);
    expect(again.statusCode, again.body).toBe(200);
    rememberCookies(again);
    cookie = cookieHeader(again);

    // Profile with a new phone.
    const {
      email: _email,
      password: _password,
      userType: _type,
      acceptedTerms: _terms,
      ...profileFields
    } = modelSignUpData({ instagram_handle_raw: `@${instagram}` });
    const profile = await send('PATCH', '/api/profiles/me', cookie, { ...profileFields, phone: phones.profile });
    expect(profile.statusCode, profile.body).toBe(200);

    // A card top-up and a Pix payment through the sandbox, the Pix then paid through the webhook.
    const topUp = await send('POST', '/api/payments/preferences', cookie, { purpose: 'wallet_topup', amount_cents: 10_000 });
    expect(topUp.statusCode, topUp.body).toBe(201);
    const topUpId = topUp.json().transaction.id as string;
    const paid = await send('POST', '/api/payments/process', cookie, cardForm(topUpId, 10_000, 'APRO'));
    expect(paid.json().status, paid.body).toBe('approved');
    const pixStart = await send('POST', '/api/payments/preferences', cookie, { purpose: 'wallet_topup', amount_cents: 3_000 });
    const pixId = pixStart.json().transaction.id as string;
    const pix = await send('POST', '/api/payments/process', cookie, pixForm(pixId, 3_000));
    expect(pix.json().status, pix.body).toBe('pending');
    const settled = await send('POST', `/api/dev/payments/${pixId}/simulate`, cookie, { outcome: 'approved' });
    expect(settled.statusCode, settled.body).toBe(200);

    // Withdrawals to a CPF, an email and a random Pix key.
    for (const [type, key] of [
      ['cpf', TEST_CPF],
      ['email', pixEmail],
      ['random', pixRandomKey],
    ] as const) {
      const withdrawal = await send(
        'POST',
        '/api/wallet/withdrawals',
        cookie,
        { amount_cents: 2_000, pix_key_type: type, pix_key: key },
        {
          [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        },
      );
      expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    }

    // Database errors carrying the values: the duplicate phone and the refused name.
    const duplicate = await signUp(t.app, modelSignUpData({ email: otherEmail, password, phone: phones.profile }));
    expect(duplicate.statusCode).toBe(500);
    const refused = await signUp(t.app, modelSignUpData({ email: failingEmail, password, first_name: 'Falha', last_name: 'Forçada' }));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);

    // Sign out, with the cookie in the request.
    expect((await send('POST', '/api/auth/sign-out', cookie)).statusCode).toBe(200);

    const logs = t.logs.join('');
    // The journey was logged (so an empty log cannot pass), with the URLs and the failures.
    expect(t.logs.filter((line) => line.includes('request completed')).length).toBeGreaterThan(20);
    expect(logs).toContain('/api/auth/verify-email?token=[redacted]');
    expect(logs).toContain('/redefinir-senha?token=[redacted]');
    expect(logs).toContain('caixa de saída');
    expect(logs).toContain('Failed query: insert into \\"profiles\\"');
    expect(logs).toContain('params: [redacted]');
    for (const line of t.logs) expect(() => JSON.parse(line)).not.toThrow();

    const lowered = logs.toLowerCase();
    for (const secret of secrets) expect(lowered, secret).not.toContain(secret.toLowerCase());
    // Not even the part before the @ (a half-masked address still names the person).
    for (const address of emails) expect(lowered, address).not.toContain((address.split('@')[0] ?? address).toLowerCase());
    expect(lowered).not.toContain(instagram);
    // Phones (also without the area code) and CPFs in any formatting.
    for (const digits of [...digitRuns, ...digitRuns.map((run) => run.slice(2))]) expect(logs, digits).not.toMatch(anyFormatting(digits));
  });
});
