import { NEW_CONVERSATIONS_PER_DAY, NEW_CONVERSATIONS_PER_DAY_NEW_ACCOUNT } from '@passarela/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationParticipants, conversations, users } from '../../db/schema/index.ts';
import { call } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import { openTestAppForFile, TEST_ORIGIN } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { orderedPair } from './conversations.repository.ts';

/** The daily limit of an established account, and what a person's data export says of her conversations. */
const t = await openTestAppForFile();

const start = (who: TestPerson, slug: string, body = 'Olá! Tem agenda?') =>
  call(t, who, 'POST', '/api/conversations', { subject: { kind: 'profile', slug }, body });

/** `count` threads `starter` began today with `other`, as if from other profiles (the limit counts threads, not people). */
async function threadsStartedToday(starter: TestPerson, other: TestPerson, count: number) {
  const pair = orderedPair(starter.id, other.id);
  const rows = await t.database.db
    .insert(conversations)
    .values(Array.from({ length: count }, () => ({ subjectKind: 'profile' as const, subjectId: randomUUID(), ...pair, startedBy: starter.id })))
    .returning({ id: conversations.id });
  await t.database.db
    .insert(conversationParticipants)
    .values(rows.flatMap((row) => [pair.personA, pair.personB].map((userId) => ({ conversationId: row.id, userId }))));
}

describe('conversation records', () => {
  it(`an account older than a week with a confirmed email starts ${NEW_CONVERSATIONS_PER_DAY} threads a day, not ${NEW_CONVERSATIONS_PER_DAY_NEW_ACCOUNT}`, async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Antigo' });
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, hirer.id));
    const filler = await createPerson(t, 'model', { firstName: 'Preenche' });
    const [last, over] = [await createPerson(t, 'model', { firstName: 'Vigesima' }), await createPerson(t, 'model', { firstName: 'Excede' })];
    await threadsStartedToday(hirer, filler, NEW_CONVERSATIONS_PER_DAY - 1);
    // The 20th of the day goes (a new account stopped at the 6th); the 21st does not.
    expect((await start(hirer, last.slug)).statusCode).toBe(201);
    const refused = await start(hirer, over.slug);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });

  it('her data export holds the threads she is in, what she wrote (not the other side’s words) and whom she blocked', async () => {
    const her = await createPerson(t, 'model', { firstName: 'Exporta' });
    const hirer = await createPerson(t, 'contractor', { firstName: 'Outro' });
    const pest = await createPerson(t, 'contractor', { firstName: 'Chato' });
    const opened = await start(hirer, her.slug, 'Palavras dele, não dela');
    const id = opened.json().conversation_id as string;
    expect((await call(t, her, 'POST', `/api/conversations/${id}/messages`, { body: 'Resposta dela, exportada' })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'PUT', url: `/api/blocks/${pest.id}`, headers: her.headers })).statusCode).toBe(200);

    const exported = await t.app.inject({ method: 'POST', url: '/api/auth/export-data', headers: { origin: TEST_ORIGIN, cookie: her.cookie }, payload: {} });
    expect(exported.statusCode, exported.body).toBe(200);
    const data = exported.json();
    expect(data.conversations).toEqual([expect.objectContaining({ conversationId: id })]);
    expect(data.messages_sent).toEqual([expect.objectContaining({ conversationId: id, body: 'Resposta dela, exportada' })]);
    expect(JSON.stringify(data.messages_sent)).not.toContain('Palavras dele');
    expect(data.blocked_people).toEqual([expect.objectContaining({ blockedId: pest.id })]);
  });
});
