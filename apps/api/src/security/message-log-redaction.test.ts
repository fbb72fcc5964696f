import { randomBytes } from 'node:crypto';
import { MESSAGE_MAX_LENGTH } from '@passarela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/hiring.ts';
import { createPerson } from '../test-support/people.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Messages are personal data (docs/product.md "Conversations"): at LOG_LEVEL info, a conversation
 * (first contact, reply, a shielded phone, an asked-for Pix, a report, refused bodies) leaves no
 * word of what was written in the logs, as log-redaction.test.ts checks for the rest of a journey.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const word = () => `palavra${randomBytes(4).toString('hex')}`;

describe('logs of a conversation', () => {
  it('hold no message text', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Registro' });
    const model = await createPerson(t, 'model', { firstName: 'Sigilo' });
    const secrets = [word(), word(), word(), word(), word()];
    const [first, reply, withPhone, refusedLong, refusedNul] = secrets as [string, string, string, string, string];

    const opened = await call(t, hirer, 'POST', '/api/conversations', { subject: { kind: 'profile', slug: model.slug }, body: `Olá ${first}, tudo bem?` });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().conversation_id as string;
    const path = `/api/conversations/${id}/messages`;
    expect((await call(t, model, 'POST', path, { body: `Oi! ${reply}` })).statusCode).toBe(201);
    // Shielded: the phone and the words around it are stored as evidence, never logged.
    const shielded = await call(t, hirer, 'POST', path, { body: `${withPhone} me chama no 11 98765-4321 e manda a taxa de cadastro por pix` });
    expect(shielded.json().hidden).toEqual(['phone']);
    expect((await call(t, model, 'POST', `/api/conversations/${id}/report`)).statusCode).toBe(200);
    // Refused bodies: too long, and with a NUL byte (the input guard's path).
    expect((await call(t, hirer, 'POST', path, { body: `${refusedLong} ${'a'.repeat(MESSAGE_MAX_LENGTH)}` })).statusCode).toBe(400);
    expect((await call(t, hirer, 'POST', path, { body: `${refusedNul}\u0000` })).statusCode).toBe(400);
    expect((await call(t, model, 'GET', path)).statusCode).toBe(200);
    await t.drainJobs();

    // The conversation was logged (so an empty log cannot pass), its report included.
    const logs = t.logs.join('');
    expect(t.logs.filter((line) => line.includes('/api/conversations')).length).toBeGreaterThanOrEqual(6);
    expect(logs).toContain('conversation reported');
    for (const secret of secrets) expect(logs, secret).not.toContain(secret);
    expect(logs).not.toMatch(/98765.?4321/);
  });
});
