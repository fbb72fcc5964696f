import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/index.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.app);
  await createAuthRepository(t.database.db).makeAdmin(admin.user.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const message = { name: 'Carla Dias', email: 'Carla@Exemplo.com.br ', subject: 'Parceria', message: 'Gostaria de falar sobre uma parceria com a agência.' };
const sendMessage = (payload: object, ip = '203.0.113.10', cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });

describe('the /contato form and the admin inbox', () => {
  it('stores a message from anyone, and the admin reads it, marks it answered, and the change is audited', async () => {
    const sent = await sendMessage(message);
    expect(sent.statusCode, sent.body).toBe(201);
    const inbox = await t.app.inject({ url: '/api/admin/contact-messages?status=new', headers: { cookie: admin.cookie } });
    const found = inbox.json().items.find((item: { id: string }) => item.id === sent.json().id);
    expect(found).toMatchObject({ name: 'Carla Dias', email: 'carla@exemplo.com.br', subject: 'Parceria', status: 'new', user_id: null });

    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${found.id}/status`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { status: 'answered' },
    });
    expect(answered.json().status).toBe('answered');
    const audit = await t.app.inject({ url: `/api/admin/audit-log?target_id=${found.id}`, headers: { cookie: admin.cookie } });
    expect(audit.json().items[0]).toMatchObject({ action: 'contact.update_status', details: { status: 'answered' } });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/status',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { status: 'read' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('links a signed-in sender, refuses bad input with field messages, and limits a flood per IP', async () => {
    const member = await createAccount(t.app);
    const sent = await sendMessage(message, '203.0.113.20', member.cookie);
    const inbox = await t.app.inject({ url: '/api/admin/contact-messages', headers: { cookie: admin.cookie } });
    expect(inbox.json().items.find((item: { id: string }) => item.id === sent.json().id).user_id).toBe(member.user.id);

    const bad = await sendMessage({ ...message, email: 'nao-e-email', message: 'curta' }, '203.0.113.30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');

    const ip = '203.0.113.40';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendMessage(message, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
