import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, contracts } from '../../db/schema/index.ts';
import { call, fundContractFromWallet, proposalBody } from '../../test-support/hiring.ts';
import { createHiringCast, createPerson } from '../../test-support/people.ts';
import { openTestAppForFile, TEST_ORIGIN } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

/**
 * An admin reads a thread only through a report of one of its messages or a dispute between its two
 * people, each reading audited (docs/security.md #32); the reports queue no longer shows a
 * message's original text. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const t = await openTestAppForFile();
const { model, owner, admin } = await createHiringCast(t);
const db = t.database.db;

const scam = 'Para garantir o trabalho, faça um pix para 123.456.789-09 hoje.';

async function thread(from: TestPerson, to: TestPerson, body: string) {
  const started = await call(t, from, 'POST', '/api/conversations', { subject: { kind: 'profile', slug: to.slug }, body });
  expect(started.statusCode, started.body).toBe(201);
  return started.json() as { conversation_id: string; message: { id: string; body: string } };
}

const read = (who: TestPerson | null, id: string) => call(t, who, 'GET', `/api/admin/conversations/${id}`);
const readsOf = (id: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'conversation.admin_read'), eq(auditLog.targetId, id)));

describe('GET /api/admin/conversations/:id', () => {
  it('answers 404 without a report or a dispute, and writes nothing', async () => {
    const { conversation_id: id } = await thread(owner, model, 'Olá! Tenho um trabalho de catálogo.');
    const res = await read(admin, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CONVERSATION_NOT_FOUND');
    expect(await readsOf(id)).toEqual([]);
    expect((await read(admin, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('through a report of one of its messages: the messages as typed, one audit row per reading', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Lauro' });
    const her = await createPerson(t, 'model', { firstName: 'Vera' });
    const { conversation_id: id, message } = await thread(hirer, her, scam);
    expect(message.body).not.toContain('123.456.789-09');
    const reported = await call(t, her, 'POST', '/api/reports', { item: { kind: 'message', id: message.id }, reason: 'advance_payment_scam' });
    expect(reported.statusCode, reported.body).toBe(201);
    const reportId = reported.json().id as string;

    // The queue shows the snapshot without the text as typed, and where to read it.
    const queue = await call(t, admin, 'GET', '/api/admin/reports');
    const group = (queue.json().items as { item: { id: string }; conversation_id: string | null; snapshot: { fields: Record<string, string> } }[]).find(
      (item) => item.item.id === message.id,
    );
    expect(group?.conversation_id).toBe(id);
    expect(group?.snapshot.fields).not.toHaveProperty('Texto original');
    expect(queue.body).not.toContain('123.456.789-09');
    expect(await readsOf(id)).toEqual([]);

    const res = await read(admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      id,
      subject_kind: 'profile',
      grounds: { kind: 'report', report_id: reportId },
      messages: [{ id: message.id, sender_id: hirer.id, body: message.body, original_body: scam, scam_warning: true, hidden_by: null }],
      truncated: false,
    });
    expect(
      res
        .json()
        .people.map((person: { id: string }) => person.id)
        .sort(),
    ).toEqual([hirer.id, her.id].sort());

    await read(admin, id);
    const rows = await readsOf(id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: admin.id, targetType: 'conversation', details: { via: 'report', report_id: reportId } });
    expect([...((rows[0]?.details as { people?: string[] } | undefined)?.people ?? [])].sort()).toEqual([hirer.id, her.id].sort());

    // Once the report is closed, the thread is closed to the admin again.
    expect((await call(t, admin, 'POST', `/api/admin/reports/message/${message.id}/resolve`, { actions: [], reason: 'Sem violação.' })).statusCode).toBe(200);
    expect((await read(admin, id)).statusCode).toBe(404);
  });

  it('shows a reported message’s photos, which load for the admin only while the report is open', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Otávio' });
    const her = await createPerson(t, 'model', { firstName: 'Lia' });
    const { conversation_id: id } = await thread(hirer, her, 'Olá! Posso mandar a referência?');
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('body', 'Veja esta referência.');
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'ref.jpg');
    const encoded = new Response(form);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages/with-images`,
      headers: { ...hirer.headers, origin: TEST_ORIGIN, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json().message as { id: string; images: { thumbnail_url: string; url: string }[] };
    const [image] = message.images;
    if (!image) throw new Error('the message has no photo');
    const fetchAs = (who: TestPerson, url: string) => t.app.inject({ url, headers: who.headers });

    // No report, no dispute: the photo is not there for the admin.
    expect((await fetchAs(admin, image.thumbnail_url)).statusCode).toBe(404);

    expect((await call(t, her, 'POST', '/api/reports', { item: { kind: 'message', id: message.id }, reason: 'inappropriate_content' })).statusCode).toBe(201);
    const res = await read(admin, id);
    expect(res.statusCode, res.body).toBe(200);
    const shown = (res.json().messages as { id: string; images: { thumbnail_url: string }[] }[]).find((line) => line.id === message.id);
    expect(shown?.images.map((line) => line.thumbnail_url)).toEqual([image.thumbnail_url]);
    const loaded = await fetchAs(admin, image.thumbnail_url);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.headers['content-type']).toBe('image/webp');
    expect((await fetchAs(model, image.url)).statusCode).toBe(404);

    expect((await call(t, admin, 'POST', `/api/admin/reports/message/${message.id}/resolve`, { actions: [], reason: 'Sem violação.' })).statusCode).toBe(200);
    expect((await fetchAs(admin, image.url)).statusCode).toBe(404);
  });

  it('through a dispute between its two people; the dispute lists their threads without text', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Otto' });
    const her = await createPerson(t, 'model', { firstName: 'Lia' });
    const { conversation_id: id } = await thread(hirer, her, 'Podemos combinar o ensaio?');
    const proposal = await call(t, hirer, 'POST', '/api/proposals', { ...proposalBody({ amount_cents: 20_000 }), model_slug: her.slug });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const contractId = (await call(t, her, 'POST', `/api/proposals/${proposal.json().proposal.id}/accept`)).json().contract.id as string;
    expect((await read(admin, id)).statusCode).toBe(404);
    expect((await call(t, admin, 'GET', `/api/admin/conversations?contract_id=${contractId}`)).statusCode).toBe(404);

    await fundContractFromWallet(t, hirer, contractId, 20_000);
    const disputed = await call(t, her, 'POST', `/api/contracts/${contractId}/dispute`, { reason: 'O contratante mudou o local sem avisar.' });
    expect(disputed.statusCode, disputed.body).toBe(200);

    const list = await call(t, admin, 'GET', `/api/admin/conversations?contract_id=${contractId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([expect.objectContaining({ id, subject_kind: 'profile', messages: 1 })]);
    expect(list.body).not.toContain('Podemos combinar');
    expect(await readsOf(id)).toEqual([]);

    const res = await read(admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().grounds).toEqual({ kind: 'contract_dispute', contract_id: contractId });
    expect(res.json().messages[0].body).toBe('Podemos combinar o ensaio?');
    expect(await readsOf(id)).toEqual([
      expect.objectContaining({ actorId: admin.id, details: expect.objectContaining({ via: 'contract_dispute', contract_id: contractId }) }),
    ]);

    // Settled: no longer in dispute, no longer readable.
    await db.update(contracts).set({ status: 'completed' }).where(eq(contracts.id, contractId));
    expect((await read(admin, id)).statusCode).toBe(404);
  });

  it('is not there for anyone but admins, the thread’s own people included', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Ugo' });
    const her = await createPerson(t, 'model', { firstName: 'Ivi' });
    const { conversation_id: id, message } = await thread(hirer, her, scam);
    expect((await call(t, her, 'POST', '/api/reports', { item: { kind: 'message', id: message.id }, reason: 'advance_payment_scam' })).statusCode).toBe(201);
    for (const who of [hirer, her, null]) {
      const res = await read(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'CONVERSATION_NOT_FOUND', message: 'Conversa não encontrada.' });
    }
    expect(await readsOf(id)).toEqual([]);
  });
});
