import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createMailCapture } from '../../test-support/mail-capture.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { call, notificationsOf, proposalBody } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

const mail = createMailCapture();
let t: TestApp;
let owner: TestPerson;

beforeAll(async () => {
  t = await createTestApp({ deps: { mailer: mail.mailer } });
  owner = await createPerson(t, 'contractor', { firstName: 'Carlos' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const put = (who: TestPerson, payload: object) => t.app.inject({ method: 'PUT', url: '/api/me/email-preferences', headers: who.headers, payload });

async function emailOf(who: TestPerson): Promise<string> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, who.id));
  return row?.email ?? '';
}

describe('notification emails by kind (Configurações)', () => {
  it('are all on at first, change per kind, and refuse anything but the four switches', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Lia' });
    expect((await call(t, model, 'GET', '/api/me/email-preferences')).json()).toEqual({ hiring: true, messages: true, reviews: true, money: true, plan: true });
    const saved = await put(model, { hiring: false, messages: true, reviews: true, money: true, plan: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t, model, 'GET', '/api/me/email-preferences')).json()).toEqual({ hiring: false, messages: true, reviews: true, money: true, plan: false });
    expect((await put(model, { hiring: false })).statusCode).toBe(400);
    expect((await put(model, { hiring: true, messages: true, reviews: true, money: true, plan: true, marketing: true })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/me/email-preferences', headers: { origin: TEST_ORIGIN } })).statusCode).toBe(401);
  });

  it('a kind turned off still rings the bell but sends no email; turned on again, the email goes', async () => {
    const model = await createPerson(t, 'model', { firstName: 'Rosa' });
    const address = await emailOf(model);
    expect((await put(model, { hiring: false, messages: true, reviews: true, money: true, plan: true })).statusCode).toBe(200);
    const first = await call(t, owner, 'POST', '/api/proposals', { ...proposalBody({ title: 'Campanha um' }), model_slug: model.slug });
    expect(first.statusCode, first.body).toBe(201);
    await expect.poll(async () => (await notificationsOf(t, model.id, 'proposal_received')).length).toBe(1);
    // The email would have been queued with the notification; give it a moment, then let the queue run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.drainJobs();
    expect(mail.to(address, 'Passarela: Você recebeu uma proposta')).toEqual([]);

    expect((await put(model, { hiring: true, messages: true, reviews: true, money: true, plan: true })).statusCode).toBe(200);
    const second = await call(t, owner, 'POST', '/api/proposals', { ...proposalBody({ title: 'Campanha dois' }), model_slug: model.slug });
    expect(second.statusCode, second.body).toBe(201);
    const sent = await mail.waitFor(address, 'Passarela: Você recebeu uma proposta');
    expect(sent.text).toContain('Campanha dois');
  });
});
