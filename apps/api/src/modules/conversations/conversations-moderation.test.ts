import { reportTexts } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages, profiles } from '../../db/schema/index.ts';
import { call } from '../../test-support/hiring.ts';
import { openHiringTestApp } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

// A message hidden by moderation (three reporters or an admin) reads as reportTexts.hiddenMessage
// on the other side, in the thread and in the list; its sender keeps her text, flagged. Each
// side sees whether the other is verified.

const { t, model, owner } = await openHiringTestApp();

const messagesOf = async (who: TestPerson, id: string) =>
  (await call(t, who, 'GET', `/api/conversations/${id}/messages`)).json().items as Array<Record<string, unknown>>;
const threadIn = async (who: TestPerson, id: string) =>
  (await call(t, who, 'GET', '/api/conversations')).json().items.find((item: { id: string }) => item.id === id) as Record<string, unknown>;

describe('a message hidden by moderation', () => {
  it('reads as the placeholder for the other side, and as written (flagged) for its sender, in the thread and the list', async () => {
    const body = 'Faça um Pix de R$ 200 de taxa de cadastro para garantir a vaga.';
    const started = await call(t, owner, 'POST', '/api/conversations', { subject: { kind: 'profile', slug: model.slug }, body });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().conversation_id as string;
    expect((await messagesOf(model, id))[0]).toMatchObject({ body, scam_warning: true, hidden_by_moderation: false });

    const messageId = started.json().message.id as string;
    await t.database.db.update(conversationMessages).set({ moderationHiddenBy: 'reports' }).where(eq(conversationMessages.id, messageId));

    expect((await messagesOf(model, id))[0]).toEqual({
      id: messageId,
      mine: false,
      body: reportTexts.hiddenMessage,
      created_at: expect.any(String),
      contact_hidden: false,
      scam_warning: false,
      hidden_by_moderation: true,
      images: [],
    });
    expect((await messagesOf(owner, id))[0]).toMatchObject({ mine: true, body, hidden_by_moderation: true });
    expect((await threadIn(model, id)).last_message).toMatchObject({ body: reportTexts.hiddenMessage, mine: false, hidden_by_moderation: true });
    expect((await threadIn(owner, id)).last_message).toMatchObject({ body, mine: true, hidden_by_moderation: true });

    // A later message is read as usual.
    expect((await call(t, model, 'POST', `/api/conversations/${id}/messages`, { body: 'Não pago taxa.' })).statusCode).toBe(201);
    expect((await threadIn(owner, id)).last_message).toMatchObject({ body: 'Não pago taxa.', hidden_by_moderation: false });
  });

  it('shows each side whether the other is verified', async () => {
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.userId, owner.id));
    await t.database.db.update(profiles).set({ isVerified: false }).where(eq(profiles.userId, model.id));
    const [thread] = (await call(t, model, 'GET', '/api/conversations')).json().items;
    expect(thread.other).toMatchObject({ user_id: owner.id, is_verified: true });
    expect((await call(t, model, 'GET', `/api/conversations/${thread.id}`)).json().conversation.other.is_verified).toBe(true);
    expect((await call(t, owner, 'GET', `/api/conversations/${thread.id}`)).json().conversation.other).toMatchObject({ user_id: model.id, is_verified: false });
  });
});
