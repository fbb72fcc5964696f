import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** An SMTP server that is down for the first `failures` messages, then delivers. */
function flakyMailer(failures: number) {
  const delivered: MailMessage[] = [];
  let attempts = 0;
  const mailer: Mailer = {
    async send(message) {
      attempts += 1;
      if (attempts <= failures) throw new Error(`connect ECONNREFUSED 127.0.0.1:587 (tentativa ${attempts})`);
      delivered.push(message);
    },
  };
  return { mailer, delivered, attempts: () => attempts };
}

describe('emails through the job queue', () => {
  const smtp = flakyMailer(3);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { mailer: smtp.mailer, jobQueue: { retryDelaySeconds: 1 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('survives an SMTP outage: the sign-up answers at once and its email is delivered exactly once when the server is back', async () => {
    const account = await createAccount(t.app);
    expect(smtp.delivered).toEqual([]);
    await t.drainJobs();
    expect(smtp.attempts()).toBe(4);
    expect(smtp.delivered.map((message) => [message.to, message.subject])).toEqual([[account.email, 'Confirme seu email na Passarela']]);
    // Each failed attempt was logged, without the address.
    const failures = t.logs.filter((line) => line.includes('job attempt failed'));
    expect(failures).toHaveLength(3);
    expect(failures.join('\n')).not.toContain(account.email);
    // Nothing more comes later.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.attempts()).toBe(4);
    expect(smtp.delivered).toHaveLength(1);
  });
});
