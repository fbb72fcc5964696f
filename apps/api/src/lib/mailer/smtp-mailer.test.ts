import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test-support/accounts.ts';
import { startFakeSmtpServer } from '../../test-support/fake-smtp-server.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

/** The decoded text part of a received message (nodemailer may quoted-print it). */
function decoded(data: string): string {
  return data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('SMTP mailer', () => {
  it('delivers a message with its From, To, subject, text and HTML, authenticating with the URL’s credentials', async () => {
    const mailer = createSmtpMailer({ url: `smtp://usuario:segredo@127.0.0.1:${smtp.port}`, from: 'Passarela <nao-responda@passarela.example>' });
    try {
      const before = smtp.received.length;
      await mailer.send({ to: 'ana@exemplo.com.br', subject: 'Olá do teste', text: 'Texto simples', html: '<p>Corpo em <b>HTML</b></p>' });
      const [message] = (await smtp.waitFor(before + 1)).slice(before);
      expect(message?.auth).toBe('usuario:segredo');
      expect(message?.from).toBe('nao-responda@passarela.example');
      expect(message?.to).toEqual(['ana@exemplo.com.br']);
      const data = decoded(message?.data ?? '');
      expect(data).toMatch(/^From: Passarela <nao-responda@passarela\.example>/m);
      expect(data).toMatch(/^Subject: Olá do teste|^Subject: =\?UTF-8\?/m);
      expect(data).toContain('Texto simples');
      expect(data).toContain('<p>Corpo em <b>HTML</b></p>');
      expect(data).toMatch(/multipart\/alternative/);
    } finally {
      mailer.close();
    }
  });

  it('sends every attempt of one message under the same Message-ID, and other messages under others', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'Passarela <nao-responda@passarela.example>' });
    try {
      const before = smtp.received.length;
      const message = { to: 'bia@exemplo.com.br', subject: 'Confirme', text: 't', html: '<p>t</p>' };
      await mailer.send({ ...message, messageKey: 'job-1' });
      await mailer.send({ ...message, messageKey: 'job-1' });
      await mailer.send({ ...message, messageKey: 'job-2' });
      const ids = (await smtp.waitFor(before + 3)).slice(before).map((received) => /^Message-ID: (.+)$/im.exec(received.data)?.[1]?.trim());
      expect(ids).toEqual(['<job-1@passarela.example>', '<job-1@passarela.example>', '<job-2@passarela.example>']);
    } finally {
      mailer.close();
    }
  });

  it('fails loudly when the server refuses the connection', async () => {
    const closed = await startFakeSmtpServer();
    await closed.close();
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${closed.port}`, from: 'x@passarela.example' });
    try {
      await expect(mailer.send({ to: 'a@b.co', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toThrow();
    } finally {
      mailer.close();
    }
  });
});

describe('an app configured with SMTP_URL', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('sends the sign-up confirmation through SMTP, with the site name and logo', async () => {
    t = await createTestApp({ env: { SMTP_URL: `smtp://app:senha-smtp@127.0.0.1:${smtp.port}`, SMTP_FROM: 'Passarela <nao-responda@passarela.example>' } });
    const before = smtp.received.length;
    const account = await createAccount(t.app);
    const [message] = (await smtp.waitFor(before + 1)).slice(before);
    expect(message?.to).toEqual([account.email]);
    expect(message?.auth).toBe('app:senha-smtp');
    const data = decoded(message?.data ?? '');
    expect(data).toContain('/api/auth/verify-email?token=');
    expect(data).toContain('http://localhost:3000/logo.svg');
    // Nothing went to the dev outbox, and the SMTP password is in no log line.
    expect(t.logs.join('\n')).not.toContain('caixa de saída');
    expect(t.logs.join('\n')).not.toContain('senha-smtp');
  });
});
