import { CONTACT_HIDDEN_TEXT } from '@passarela/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages, conversationParticipants, notifications } from '../../db/schema/index.ts';
import { makeMinor } from '../../test-support/guardian-consent.ts';
import { createMailCapture } from '../../test-support/mail-capture.ts';
import { call, fundContractFromWallet, insertJob, proposalBody } from '../../test-support/hiring.ts';
import { createHiringCast, createPerson } from '../../test-support/people.ts';
import { openTestAppForFile } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

const mail = createMailCapture();
const t = await openTestAppForFile({ deps: { mailer: mail.mailer } });
const { model, otherModel, owner, otherOwner, admin } = await createHiringCast(t);

const start = (who: TestPerson, subject: Record<string, unknown>, body: string) => call(t, who, 'POST', '/api/conversations', { subject, body });
const send = (who: TestPerson, id: string, body: string) => call(t, who, 'POST', `/api/conversations/${id}/messages`, { body });
const messagesOf = async (who: TestPerson, id: string) => (await call(t, who, 'GET', `/api/conversations/${id}/messages`)).json().items as Array<Record<string, unknown>>;
const unread = async (who: TestPerson) => (await call(t, who, 'GET', '/api/conversations/unread-count')).json().count as number;

async function firstContact(from: TestPerson, to: TestPerson, body = 'Olá! Gostei do seu portfólio. Tem agenda em março?') {
  const res = await start(from, { kind: 'profile', slug: to.slug }, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { conversation_id: string; hidden: string[]; message: { body: string } };
}

describe('conversations', () => {
  it('a contractor writes from a model’s profile; she sees it unread, reads it and replies; one thread per pair and subject', async () => {
    const first = await firstContact(owner, model);
    expect(await unread(model)).toBe(1);
    const list = (await call(t, model, 'GET', '/api/conversations')).json();
    expect(list.items[0]).toMatchObject({
      id: first.conversation_id,
      subject: { kind: 'profile', title: 'Contato pelo perfil' },
      other: { user_id: owner.id, name: owner.name },
      last_message: { mine: false },
      unread_count: 1,
    });
    expect((await call(t, model, 'POST', `/api/conversations/${first.conversation_id}/read`)).json()).toEqual({ count: 0 });
    expect((await send(model, first.conversation_id, 'Oi! Tenho sim, dia 12.')).statusCode).toBe(201);
    expect(await unread(owner)).toBe(1);
    expect((await messagesOf(owner, first.conversation_id)).map((message) => [message.mine, message.body])).toEqual([
      [true, 'Olá! Gostei do seu portfólio. Tem agenda em março?'],
      [false, 'Oi! Tenho sim, dia 12.'],
    ]);
    // Writing again from her profile continues the same thread.
    const again = await firstContact(owner, model, 'Perfeito, te mando os detalhes.');
    expect(again.conversation_id).toBe(first.conversation_id);
  });

  it('only contractors and photographers start from a profile; the thread is its two people’s alone', async () => {
    const refused = await start(otherModel, { kind: 'profile', slug: model.slug }, 'Oi');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CONVERSATION_NOT_ALLOWED');
    expect((await start(owner, { kind: 'profile', slug: 'ninguem-aqui' }, 'Oi')).statusCode).toBe(404);
    const { conversation_id: id } = await firstContact(otherOwner, otherModel);
    for (const stranger of [model, owner, admin]) {
      for (const [method, url] of [
        ['GET', `/api/conversations/${id}`],
        ['GET', `/api/conversations/${id}/messages`],
        ['POST', `/api/conversations/${id}/messages`],
        ['POST', `/api/conversations/${id}/read`],
        ['POST', `/api/conversations/${id}/report`],
      ] as const) {
        const res = await call(t, stranger, method, url, method === 'POST' ? { body: 'intruso' } : undefined);
        expect(res.statusCode, `${stranger.name} ${method} ${url}`).toBe(404);
      }
      expect((await call(t, stranger, 'GET', '/api/conversations')).body).not.toContain(id);
    }
    expect((await call(t, null, 'GET', '/api/conversations')).statusCode).toBe(401);
  });

  it('hides phones, emails and Pix keys until a contract between the two is paid, keeping what was typed as evidence', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Lucas' });
    const her = await createPerson(t, 'model', { firstName: 'Clara' });
    const first = await firstContact(hirer, her, 'Me chama no zap 11 98765-4321 ou manda o pix 123.456.789-09');
    expect(first.hidden).toEqual(['phone', 'pix_key']);
    expect(first.message.body).toBe(`Me chama no zap ${CONTACT_HIDDEN_TEXT} ou manda o pix ${CONTACT_HIDDEN_TEXT}`);
    expect((await messagesOf(her, first.conversation_id))[0]).toMatchObject({ body: first.message.body, contact_hidden: true, scam_warning: true });
    // The sender is not warned about his own message; the recipient is.
    expect((await messagesOf(hirer, first.conversation_id))[0]).toMatchObject({ scam_warning: false });
    const [stored] = await t.database.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, first.conversation_id));
    expect(stored?.originalBody).toBe('Me chama no zap 11 98765-4321 ou manda o pix 123.456.789-09');
    expect((await call(t, her, 'GET', `/api/conversations/${first.conversation_id}`)).json().conversation).toMatchObject({ contact_shield: true, blocked: false });

    // A proposal, accepted and paid: from then on contacts go through.
    const proposal = await call(t, hirer, 'POST', '/api/proposals', { ...proposalBody(), model_slug: her.slug });
    const accepted = await call(t, her, 'POST', `/api/proposals/${proposal.json().proposal.id}/accept`);
    await fundContractFromWallet(t, hirer, accepted.json().contract.id, proposalBody().amount_cents);
    const after = await send(her, first.conversation_id, 'Agora sim: 11 91234-5678');
    expect(after.json()).toMatchObject({ hidden: [], message: { body: 'Agora sim: 11 91234-5678', contact_hidden: false } });
    expect((await call(t, hirer, 'GET', `/api/conversations/${first.conversation_id}`)).json().conversation.contact_shield).toBe(false);
  });

  it('a block stops messages, new threads, proposals and applications both ways until undone', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Rafael' });
    const her = await createPerson(t, 'model', { firstName: 'Lia' });
    const { conversation_id: id } = await firstContact(hirer, her);
    expect((await t.app.inject({ method: 'PUT', url: `/api/blocks/${hirer.id}`, headers: her.headers })).json()).toEqual({ blocked: true });
    const blockedSend = await send(hirer, id, 'Oi?');
    expect(blockedSend.statusCode).toBe(403);
    expect(blockedSend.json().code).toBe('CONVERSATION_BLOCKED');
    expect((await send(her, id, 'Tchau')).statusCode).toBe(403);
    expect((await start(hirer, { kind: 'profile', slug: her.slug }, 'Oi de novo')).json().code).toBe('USER_BLOCKED');
    expect((await call(t, hirer, 'POST', '/api/proposals', { ...proposalBody(), model_slug: her.slug })).json().code).toBe('USER_BLOCKED');
    const job = await insertJob(t, hirer.id);
    expect((await call(t, her, 'POST', `/api/jobs/${job.id}/applications`, {})).json().code).toBe('USER_BLOCKED');
    expect((await call(t, her, 'GET', `/api/conversations/${id}`)).json().conversation).toMatchObject({ blocked: true, blocked_by_me: true });
    expect((await call(t, hirer, 'GET', `/api/conversations/${id}`)).json().conversation).toMatchObject({ blocked: true, blocked_by_me: false });
    expect((await call(t, her, 'GET', '/api/blocks')).json().items).toEqual([expect.objectContaining({ user_id: hirer.id })]);

    await t.app.inject({ method: 'DELETE', url: `/api/blocks/${hirer.id}`, headers: her.headers });
    expect((await send(hirer, id, 'Podemos conversar?')).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'PUT', url: `/api/blocks/${her.id}`, headers: her.headers })).statusCode).toBe(400);
  });

  it('tells the recipient of every message in one unread bell line per thread, and by email at most once an hour per thread', async () => {
    const hirer = await createPerson(t, 'photographer', { firstName: 'Igor' });
    const her = await createPerson(t, 'model', { firstName: 'Nina' });
    const bellOf = async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, her.id))).filter((row) => row.type === 'message_received');
    const emailsOf = () => mail.to(her.email).filter((message) => message.subject.includes('mensagem'));
    const { conversation_id: id } = await firstContact(hirer, her, 'Primeira');
    await t.drainJobs();
    expect(await bellOf()).toEqual([expect.objectContaining({ body: 'Igor Teste enviou uma mensagem: "Primeira"', readAt: null })]);
    await send(hirer, id, 'Segunda');
    await send(hirer, id, 'Terceira');
    await t.drainJobs();
    // Each message reached the bell: its one unread line says the latest.
    expect(await bellOf()).toEqual([
      expect.objectContaining({ title: 'Nova mensagem', body: 'Igor Teste enviou uma mensagem: "Terceira"', link: `/mensagens/${id}`, readAt: null }),
    ]);
    expect(emailsOf().map((message) => message.subject)).toEqual(['Passarela: Nova mensagem']);
    expect(await unread(her)).toBe(3);
    // Reading the thread reads its bell line too; the next message makes a new unread line, still no second email within the hour.
    await call(t, her, 'POST', `/api/conversations/${id}/read`);
    expect((await bellOf()).map((row) => row.readAt)).toEqual([expect.any(Date)]);
    await send(hirer, id, 'Quarta');
    await t.drainJobs();
    expect((await bellOf()).filter((row) => row.readAt === null)).toEqual([expect.objectContaining({ body: 'Igor Teste enviou uma mensagem: "Quarta"' })]);
    expect(emailsOf()).toHaveLength(1);
    // An hour after the last email, the next message is emailed again.
    await t.database.db
      .update(conversationParticipants)
      .set({ lastEmailedAt: new Date(Date.now() - 61 * 60_000) })
      .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, her.id)));
    await send(hirer, id, 'Quinta');
    await t.drainJobs();
    expect(emailsOf()).toHaveLength(2);
    expect((await bellOf()).filter((row) => row.readAt === null)).toHaveLength(1);
  });

  it('the daily limit on new threads is lower for a new account', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Novo' });
    const models = await Promise.all(Array.from({ length: 6 }, (_, i) => createPerson(t, 'model', { firstName: `Modelo${i}` })));
    for (const target of models.slice(0, 5)) expect((await start(hirer, { kind: 'profile', slug: target.slug }, 'Oi')).statusCode).toBe(201);
    const over = await start(hirer, { kind: 'profile', slug: models[5]?.slug }, 'Oi');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    // A thread that exists already is not a new one.
    expect((await start(hirer, { kind: 'profile', slug: models[0]?.slug }, 'Oi de novo')).statusCode).toBe(201);
  });

  it('a minor is reached only once her guardian confirmed, and the guardian gets a copy of every message both ways', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Jonas' });
    const teen = await createPerson(t, 'model', { firstName: 'Bela' });
    const guardian = await makeMinor(t, mail, teen, { confirm: false });
    const refused = await start(hirer, { kind: 'profile', slug: teen.slug }, 'Oi');
    expect(refused.json().code).toBe('GUARDIAN_CONSENT_REQUIRED');
    await makeMinor(t, mail, teen, { guardian });
    const { conversation_id: id } = await firstContact(hirer, teen, 'Olá, Bela! Vi seu book.');
    expect((await call(t, hirer, 'GET', `/api/conversations/${id}`)).json().conversation.guardian_reads).toBe(true);
    await send(teen, id, 'Obrigada! Minha mãe acompanha.');
    await t.drainJobs();
    const copies = mail.to(guardian.guardian_email).filter((message) => message.subject.startsWith('Cópia de uma conversa'));
    expect(copies.map((message) => message.text.includes('Olá, Bela! Vi seu book.') || message.text.includes('Obrigada! Minha mãe acompanha.'))).toEqual([true, true]);
  });

  it('starting the same thread many times at once makes one thread', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Pressa' });
    const her = await createPerson(t, 'model', { firstName: 'Calma' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(hirer, { kind: 'profile', slug: her.slug }, 'Oi')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().conversation_id)).size).toBe(1);
  });
});
