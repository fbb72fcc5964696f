import { randomUUID } from 'node:crypto';
import { REPORTERS_TO_HIDE, REPORTS_PER_DAY, type ReportItemKind, type ReportReason, reportTexts } from '@passarela/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages, jobs, reports } from '../../db/schema/index.ts';
import { call, insertJob } from '../../test-support/hiring.ts';
import { createHiringCast, createPerson } from '../../test-support/people.ts';
import { publishedPackage } from '../../test-support/shoots.ts';
import { openTestAppForFile } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

/**
 * "Denunciar" (issue 29, docs/product.md "Safety"): who may report what, once per person and item,
 * within a daily limit; the snapshot kept; three different reporters hide the item; an urgent
 * report emails every admin. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const t = await openTestAppForFile();
const { model, otherModel, owner, otherOwner, admin } = await createHiringCast(t);
const db = t.database.db;

function report(who: TestPerson, kind: ReportItemKind, id: string, reason: ReportReason = 'advance_payment_scam', details?: string) {
  return call(t, who, 'POST', '/api/reports', { item: { kind, id }, reason, ...(details === undefined ? {} : { details }) });
}

async function reportsOf(kind: ReportItemKind, id: string) {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.itemKind, kind), eq(reports.itemId, id)))
    .orderBy(reports.createdAt);
}

async function jobHiddenBy(id: string) {
  const [row] = await db.select({ hiddenBy: jobs.moderationHiddenBy }).from(jobs).where(eq(jobs.id, id));
  return row?.hiddenBy;
}

const people = async (count: number, firstName: string) => {
  const made: TestPerson[] = [];
  for (let i = 0; i < count; i++) made.push(await createPerson(t, 'model', { firstName: `${firstName}${String.fromCharCode(65 + i)}` }));
  return made;
};

async function outboxTo(address: string): Promise<{ to: string; subject: string; text: string }[]> {
  await t.drainJobs();
  const messages = (await t.app.inject({ url: '/api/dev/outbox' })).json().messages as { to: string; subject: string; text: string }[];
  return messages.filter((message) => message.to.toLowerCase() === address.toLowerCase());
}

describe('POST /api/reports', () => {
  it('keeps the job as it was; three different people hide it from everyone but its owner and the admins', async () => {
    const job = await insertJob(t, owner.id, {
      title: 'Casting com taxa',
      description: 'Envie R$ 150 por Pix para garantir a vaga.',
      city: 'Campinas',
      state: 'SP',
    });
    const reporters = await people(REPORTERS_TO_HIDE, 'Rep');
    const first = await report(reporters[0] as TestPerson, 'job', job.id, 'advance_payment_scam', 'Pediu Pix antes da seleção.');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(String), status: 'open' });

    // The owner edits the job afterwards: the evidence is the job as reported.
    await db.update(jobs).set({ description: 'Texto novo e inocente.' }).where(eq(jobs.id, job.id));
    const [stored] = await reportsOf('job', job.id);
    expect(stored).toMatchObject({
      reporterId: reporters[0]?.id,
      reportedUserId: owner.id,
      reason: 'advance_payment_scam',
      details: 'Pediu Pix antes da seleção.',
      status: 'open',
    });
    expect(stored?.snapshot).toMatchObject({
      title: 'Casting com taxa',
      text: 'Envie R$ 150 por Pix para garantir a vaga.',
      fields: { Cidade: 'Campinas, SP', Contratante: owner.name, Cachê: 'R$ 500,00 por dia' },
      image_urls: [],
    });

    for (const reporter of reporters.slice(1, -1)) expect((await report(reporter, 'job', job.id, 'misleading_job')).statusCode).toBe(201);
    expect(await jobHiddenBy(job.id)).toBeNull();
    expect((await call(t, null, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);

    expect((await report(reporters.at(-1) as TestPerson, 'job', job.id, 'other')).statusCode).toBe(201);
    expect(await jobHiddenBy(job.id)).toBe('reports');
    expect((await call(t, null, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await call(t, otherModel, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await call(t, owner, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);
    expect((await call(t, admin, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);
    // Hidden, it can no longer be reported: nobody but its owner and the admins sees it.
    expect((await report(model, 'job', job.id)).json().code).toBe('REPORT_ITEM_NOT_FOUND');
  });

  it('counts different people, under a lock: reports sent together still hide the item once', async () => {
    const job = await insertJob(t, owner.id, { title: 'Vaga denunciada ao mesmo tempo' });
    const reporters = await people(REPORTERS_TO_HIDE + 1, 'Sim');
    const answers = await Promise.all(reporters.map((reporter) => report(reporter, 'job', job.id)));
    // Whichever came last found it hidden already: nobody but its owner and the admins sees it.
    expect(answers.map((answer) => answer.statusCode).sort((a, b) => a - b)).toEqual([...reporters.slice(1).map(() => 201), 404]);
    expect(await jobHiddenBy(job.id)).toBe('reports');
    expect((await reportsOf('job', job.id)).length).toBe(REPORTERS_TO_HIDE);
  });

  it('lets one person report one item once while it is open, and again after the admins closed it', async () => {
    const job = await insertJob(t, otherOwner.id, { title: 'Vaga denunciada duas vezes' });
    expect((await report(model, 'job', job.id)).statusCode).toBe(201);
    const twice = await report(model, 'job', job.id, 'other', 'De novo');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('REPORT_ALREADY_OPEN');
    expect((await reportsOf('job', job.id)).length).toBe(1);

    const closed = await call(t, admin, 'POST', `/api/admin/reports/job/${job.id}/resolve`, { actions: [], reason: 'Sem violação.' });
    expect(closed.json()).toEqual({ status: 'dismissed', resolved: 1 });
    expect((await report(model, 'job', job.id, 'misleading_job')).statusCode).toBe(201);
    expect((await reportsOf('job', job.id)).map((row) => row.status)).toEqual(['dismissed', 'open']);
  });

  it('refuses reporting oneself or one’s own things (400), and what one cannot see or does not exist (404)', async () => {
    const ownJob = await insertJob(t, owner.id);
    for (const [who, kind, id] of [
      [owner, 'job', ownJob.id],
      [owner, 'profile', owner.id],
      [model, 'profile', model.id],
    ] as const) {
      const res = await report(who, kind, id);
      expect(res.statusCode, `${kind} ${id}`).toBe(400);
      expect(res.json().code).toBe('REPORT_SELF');
    }
    const draft = await insertJob(t, owner.id, { status: 'draft', publishedAt: null });
    for (const [kind, id] of [
      ['job', randomUUID()],
      ['job', 'nao-e-um-id'],
      ['job', draft.id],
      ['profile', 'ninguem'],
      ['review', randomUUID()],
      ['message', randomUUID()],
      ['shoot_package', randomUUID()],
    ] as const) {
      const res = await report(otherModel, kind, id);
      expect(res.statusCode, `${kind} ${id}`).toBe(404);
      expect(res.json().code).toBe('REPORT_ITEM_NOT_FOUND');
    }
    expect((await report(otherModel, 'profile', owner.id, 'fake_profile')).statusCode).toBe(201);
    // Bad input is a 400 with the field, never a 500.
    const bad = await call(t, otherModel, 'POST', '/api/reports', { item: { kind: 'contract', id: ownJob.id }, reason: 'golpe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await call(t, null, 'POST', '/api/reports', { item: { kind: 'job', id: ownJob.id }, reason: 'other' })).statusCode).toBe(401);
  });

  it('needs no confirmed email: reporting danger never waits on an inbox', async () => {
    const unconfirmed = await createPerson(t, 'model', { firstName: 'Nova', verified: false });
    const job = await insertJob(t, otherOwner.id, { title: 'Vaga vista por quem acabou de entrar' });
    expect((await report(unconfirmed, 'job', job.id)).statusCode).toBe(201);
  });

  it(`refuses more than ${REPORTS_PER_DAY} reports a day from one person (429 with Retry-After)`, async () => {
    const [flooder] = await people(1, 'Flood');
    const who = flooder as TestPerson;
    // Every attempt counts, sent or refused: a flood of reports is abuse in itself.
    for (let i = 0; i < REPORTS_PER_DAY; i++) expect((await report(who, 'job', randomUUID())).statusCode).toBe(404);
    const job = await insertJob(t, owner.id, { title: 'Vaga depois do limite' });
    const over = await report(who, 'job', job.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reportsOf('job', job.id)).toEqual([]);
    // Others are not limited by her.
    expect((await report(otherModel, 'job', job.id)).statusCode).toBe(201);
  });

  it('lets only the other person of a thread report a message, keeps what it said, and hides it on the admins’ decision', async () => {
    const hirer = await createPerson(t, 'contractor', { firstName: 'Lauro' });
    const her = await createPerson(t, 'model', { firstName: 'Vera' });
    const started = await call(t, hirer, 'POST', '/api/conversations', {
      subject: { kind: 'profile', slug: her.slug },
      body: 'Para garantir o ensaio, faça um pix para 123.456.789-09 hoje.',
    });
    expect(started.statusCode, started.body).toBe(201);
    const { conversation_id: conversationId, message } = started.json() as { conversation_id: string; message: { id: string; body: string } };

    expect((await report(hirer, 'message', message.id)).json().code).toBe('REPORT_SELF');
    for (const stranger of [model, owner, admin]) expect((await report(stranger, 'message', message.id)).json().code).toBe('REPORT_ITEM_NOT_FOUND');
    expect((await report(her, 'message', message.id, 'advance_payment_scam')).statusCode).toBe(201);
    const [stored] = await reportsOf('message', message.id);
    expect(stored?.reportedUserId).toBe(hirer.id);
    expect(stored?.snapshot).toMatchObject({
      title: `Mensagem de ${hirer.name}`,
      text: message.body,
      fields: { Remetente: hirer.name, Conversa: conversationId, 'Texto original': 'Para garantir o ensaio, faça um pix para 123.456.789-09 hoje.' },
    });

    const hidden = await call(t, admin, 'POST', `/api/admin/reports/message/${message.id}/resolve`, { actions: ['hide'], reason: 'Pedido de Pix.' });
    expect(hidden.json()).toEqual({ status: 'actioned', resolved: 1 });
    const [row] = await db
      .select({ hiddenBy: conversationMessages.moderationHiddenBy })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, message.id));
    expect(row?.hiddenBy).toBe('admin');
    const thread = (await call(t, her, 'GET', `/api/conversations/${conversationId}/messages`)).json().items as { id: string; body: string }[];
    expect(thread.find((item) => item.id === message.id)?.body).toBe(reportTexts.hiddenMessage);
  });

  it('hides a message once its reporters reach the threshold (a thread has one other person: earlier reports are seeded)', async () => {
    const hirer = await createPerson(t, 'photographer', { firstName: 'Davi' });
    const her = await createPerson(t, 'model', { firstName: 'Lia' });
    const started = await call(t, hirer, 'POST', '/api/conversations', { subject: { kind: 'profile', slug: her.slug }, body: 'Mensagem ofensiva.' });
    const messageId = started.json().message.id as string;
    // Only her can report it through the API; the count is what is under test here.
    const earlier = await people(REPORTERS_TO_HIDE - 1, 'Ant');
    await db.insert(reports).values(
      earlier.map((reporter) => ({
        reporterId: reporter.id,
        itemKind: 'message' as const,
        itemId: messageId,
        reportedUserId: hirer.id,
        reason: 'harassment' as const,
        snapshot: { title: 'x', text: 'x', fields: {}, image_urls: [] },
      })),
    );
    expect((await report(her, 'message', messageId, 'harassment')).statusCode).toBe(201);
    const [row] = await db
      .select({ hiddenBy: conversationMessages.moderationHiddenBy })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, messageId));
    expect(row?.hiddenBy).toBe('reports');
  });

  it('keeps a profile’s and a shoot package’s photos and text in the snapshot', async () => {
    const photographer = await createPerson(t, 'photographer', { firstName: 'Iris' });
    const pkg = await publishedPackage(t, photographer, { title: 'Ensaio sensual', city: 'Recife', uf: 'PE', price_cents: 45_000 });
    expect((await report(model, 'shoot_package', pkg.id, 'inappropriate_content')).statusCode).toBe(201);
    const [pkgReport] = await reportsOf('shoot_package', pkg.id);
    expect(pkgReport?.snapshot).toMatchObject({
      title: 'Ensaio sensual',
      fields: { Preço: 'R$ 450,00', Cidade: 'Recife, PE', 'Quem fotografa': photographer.name },
      image_urls: [],
    });
    expect((await report(model, 'profile', photographer.id, 'fake_profile')).statusCode).toBe(201);
    const [profileReport] = await reportsOf('profile', photographer.id);
    expect(profileReport?.snapshot).toMatchObject({ title: photographer.name, fields: { Tipo: 'Profissional de fotografia' } });
    expect((profileReport?.snapshot as { image_urls: string[] } | undefined)?.image_urls[0]).toBe(photographer.user.profile_image_url);
  });
});

describe('an urgent report ("Menor de idade em risco")', () => {
  it('emails every active admin at once, naming the kind of item and the queue, not the reporter', async () => {
    const secondAdmin = await createPerson(t, 'admin', { firstName: 'Bia' });
    const suspendedAdmin = await createPerson(t, 'admin', { firstName: 'Suspensa' });
    await call(t, admin, 'POST', `/api/admin/users/${suspendedAdmin.id}/suspend`, { reason: 'Saiu da equipe.' });
    const reporter = await createPerson(t, 'model', { firstName: 'Denise' });
    const target = await createPerson(t, 'contractor', { firstName: 'Suspeito' });
    const before = (await outboxTo(admin.email)).length;

    expect((await report(reporter, 'profile', target.id, 'minor_at_risk', 'Pediu fotos de uma menina de 15 anos.')).statusCode).toBe(201);
    for (const address of [admin.email, secondAdmin.email]) {
      const mine = (await outboxTo(address)).filter((message) => message.subject.startsWith('Denúncia urgente'));
      expect(mine.length, address).toBeGreaterThanOrEqual(1);
      const last = mine.at(-1);
      expect(last?.text).toContain('um perfil');
      expect(last?.text).toContain('/admin?secao=denuncias');
      for (const secret of [reporter.name, reporter.email, target.name, 'menina de 15 anos']) expect(last?.text).not.toContain(secret);
    }
    expect((await outboxTo(admin.email)).length).toBe(before + 1);
    expect((await outboxTo(suspendedAdmin.email)).filter((message) => message.subject.startsWith('Denúncia urgente'))).toEqual([]);
    // A second urgent report on the same item: the group is already at the top, no new email.
    await report(otherModel, 'profile', target.id, 'minor_at_risk');
    expect((await outboxTo(admin.email)).length).toBe(before + 1);
  });
});
