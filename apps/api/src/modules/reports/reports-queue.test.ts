import { randomUUID } from 'node:crypto';
import { REPORTERS_TO_HIDE, type ReportGroup, type ReportItemKind, type ReportReason, reportTexts } from '@passarela/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts, jobs, proposals, reports, reviews, users } from '../../db/schema/index.ts';
import { call, dateFromToday, insertJob, notificationsOf } from '../../test-support/hiring.ts';
import { createHiringCast, createPerson } from '../../test-support/people.ts';
import { openTestAppForFile, TEST_ORIGIN } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { REMOVED_NAME } from '../account/account-data.repository.ts';

/**
 * The admins' queue of reports (/admin?secao=denuncias) and what it does: groups in order with the
 * people's histories, dismissing (an auto-hidden item shows again), hiding, warning, suspending,
 * each audited, the reporters told in general terms; and reports in the LGPD export and deletion.
 */

const t = await openTestAppForFile();
const { model, owner, otherOwner, admin } = await createHiringCast(t);
const db = t.database.db;

function report(who: TestPerson, kind: ReportItemKind, id: string, reason: ReportReason = 'advance_payment_scam', details?: string) {
  return call(t, who, 'POST', '/api/reports', { item: { kind, id }, reason, ...(details === undefined ? {} : { details }) });
}

async function reported(who: TestPerson, kind: ReportItemKind, id: string, reason?: ReportReason, details?: string) {
  const res = await report(who, kind, id, reason, details);
  expect(res.statusCode, res.body).toBe(201);
}

function resolve(kind: ReportItemKind, id: string, actions: string[], reason = 'Analisado pela moderação.', who: TestPerson = admin) {
  return call(t, who, 'POST', `/api/admin/reports/${kind}/${id}/resolve`, { actions, reason });
}

let seq = 0;
const person = (type: 'model' | 'contractor' | 'photographer' = 'model') => {
  seq += 1;
  return createPerson(t, type, { firstName: `Pessoa${String.fromCharCode(65 + (seq % 26))}${seq}` });
};

/** The whole queue, page by page through the cursor. */
async function wholeQueue(): Promise<{ groups: ReportGroup[]; openGroups: number; pages: number }> {
  const groups: ReportGroup[] = [];
  let cursor: string | null = null;
  let openGroups = 0;
  let pages = 0;
  do {
    const res = await call(t, admin, 'GET', `/api/admin/reports${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: ReportGroup[]; next_cursor: string | null; open_groups: number };
    groups.push(...page.items);
    openGroups = page.open_groups;
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor);
  return { groups, openGroups, pages };
}

const groupOf = (groups: ReportGroup[], kind: ReportItemKind, id: string) => groups.find((group) => group.item.kind === kind && group.item.id === id);

async function auditOf(targetId: string) {
  return (await call(t, admin, 'GET', `/api/admin/audit-log?target_id=${targetId}`)).json().items as { action: string; reason: string; target_type: string }[];
}

describe('GET /api/admin/reports', () => {
  it('groups open reports by item: urgent first, then the most reporters, then the oldest; with the people’s histories', async () => {
    const [r1, r2, r3, r4, r5] = [await person(), await person(), await person(), await person(), await person()] as TestPerson[];
    const suspect = await person('contractor');
    // History: r1 had a report dismissed; the owner had one acted on.
    const past = await insertJob(t, otherOwner.id, { title: 'Vaga já analisada' });
    await reported(r1 as TestPerson, 'job', past.id);
    await resolve('job', past.id, []);
    const upheld = await insertJob(t, owner.id, { title: 'Vaga advertida' });
    await reported(r2 as TestPerson, 'job', upheld.id);
    await resolve('job', upheld.id, ['warn']);

    const jobA = await insertJob(t, owner.id, { title: 'Vaga A' });
    await reported(r1 as TestPerson, 'job', jobA.id, 'misleading_job', 'O cachê não é esse.');
    const jobB = await insertJob(t, otherOwner.id, { title: 'Vaga B' });
    await reported(r2 as TestPerson, 'job', jobB.id);
    await reported(r3 as TestPerson, 'job', jobB.id, 'other');
    const jobD = await insertJob(t, owner.id, { title: 'Vaga D' });
    await reported(r5 as TestPerson, 'job', jobD.id);
    await reported(r4 as TestPerson, 'profile', suspect.id, 'minor_at_risk');

    const { groups, openGroups } = await wholeQueue();
    expect(openGroups).toBe(groups.length);
    const mine = groups.filter((group) => [jobA.id, jobB.id, jobD.id, suspect.id].includes(group.item.id)).map((group) => group.item.id);
    expect(mine).toEqual([suspect.id, jobB.id, jobA.id, jobD.id]);
    // Every urgent group comes before every other.
    const firstCalm = groups.findIndex((group) => !group.urgent);
    expect(groups.slice(firstCalm).some((group) => group.urgent)).toBe(false);

    const urgent = groupOf(groups, 'profile', suspect.id);
    expect(urgent).toMatchObject({ urgent: true, reporters: 1, link: `/perfil/${suspect.slug}`, hidden: null, snapshot: { title: suspect.name } });
    const b = groupOf(groups, 'job', jobB.id);
    expect(b).toMatchObject({
      urgent: false,
      reporters: 2,
      link: `/vagas/${jobB.id}`,
      snapshot: { title: 'Vaga B' },
      reported_person: { id: otherOwner.id, name: otherOwner.name, email: otherOwner.email, user_type: 'photographer', verified: false, suspended_at: null },
    });
    expect(b?.reports.map((entry) => [entry.reporter.id, entry.reason])).toEqual([
      [r2?.id, 'advance_payment_scam'],
      [r3?.id, 'other'],
    ]);
    const a = groupOf(groups, 'job', jobA.id);
    expect(a?.reports[0]).toMatchObject({
      reason: 'misleading_job',
      details: 'O cachê não é esse.',
      reporter: { id: r1?.id, reports_sent: 2, reports_dismissed: 1 },
    });
    expect(a?.reported_person).toMatchObject({ id: owner.id, profile_slug: owner.slug, reports_upheld: 1, contracts: 0 });
    expect(a?.reported_person?.reports_received).toBeGreaterThanOrEqual(3);
    expect(Date.parse(a?.reported_person?.created_at ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('pages through a long queue with its cursor: every group once, in the queue’s order; a forged cursor is a 400', async () => {
    const reporter = await person();
    // Many groups at once, written directly (the API would limit one reporter to a few a day).
    await db.insert(reports).values(
      Array.from({ length: 45 }, (_, index) => ({
        reporterId: reporter.id,
        itemKind: 'job' as const,
        itemId: randomUUID(),
        reportedUserId: owner.id,
        reason: index % 9 === 0 ? ('minor_at_risk' as const) : ('other' as const),
        snapshot: { title: `Item ${index}`, text: '', fields: {}, image_urls: [] },
        createdAt: new Date(Date.now() - (index % 7) * 60_000),
      })),
    );
    const { groups, openGroups, pages } = await wholeQueue();
    expect(pages).toBeGreaterThan(2);
    expect(groups.length).toBe(openGroups);
    expect(new Set(groups.map((group) => `${group.item.kind}:${group.item.id}`)).size).toBe(groups.length);
    const key = (group: ReportGroup) => [group.urgent ? 0 : 1, -group.reporters, Date.parse(group.first_reported_at)] as const;
    for (let i = 1; i < groups.length; i++) {
      const [before, after] = [key(groups[i - 1] as ReportGroup), key(groups[i] as ReportGroup)];
      const ordered = before[0] < after[0] || (before[0] === after[0] && (before[1] < after[1] || (before[1] === after[1] && before[2] <= after[2])));
      expect(ordered, `group ${i}`).toBe(true);
    }
    // A group whose item is gone still shows, with what was kept.
    expect(groups.find((group) => group.snapshot.title === 'Item 3')).toMatchObject({ link: null, hidden: null, reported_person: { id: owner.id } });

    for (const cursor of ['nao-e-um-cursor', Buffer.from('{"v":1,"u":true}').toString('base64url')]) {
      const res = await call(t, admin, 'GET', `/api/admin/reports?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call(t, model, 'GET', '/api/admin/reports')).statusCode).toBe(403);
  });
});

describe('POST /api/admin/reports/:kind/:id/resolve', () => {
  it('dismissing shows an auto-hidden item again, closes every open report, tells each reporter in general terms, and is audited', async () => {
    const job = await insertJob(t, owner.id, { title: 'Vaga escondida por engano' });
    const reporters: TestPerson[] = [];
    for (let i = 0; i < REPORTERS_TO_HIDE; i++) {
      const reporter = await person();
      reporters.push(reporter);
      await reported(reporter, 'job', job.id, 'misleading_job');
    }
    expect((await call(t, null, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect(groupOf((await wholeQueue()).groups, 'job', job.id)?.hidden).toBe('reports');

    const res = await resolve('job', job.id, [], 'A vaga segue as regras.');
    expect(res.json()).toEqual({ status: 'dismissed', resolved: REPORTERS_TO_HIDE });
    expect((await call(t, null, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);
    const rows = await db
      .select()
      .from(reports)
      .where(and(eq(reports.itemKind, 'job'), eq(reports.itemId, job.id)));
    for (const row of rows) expect(row).toMatchObject({ status: 'dismissed', actions: [], resolutionReason: 'A vaga segue as regras.', resolvedBy: admin.id });
    for (const reporter of reporters) {
      const [notice] = await notificationsOf(t, reporter.id, 'report_resolved');
      expect(notice).toMatchObject({ title: 'Sua denúncia foi analisada', body: reportTexts.resolvedDismissed, link: '/seguranca' });
    }
    expect(await notificationsOf(t, owner.id, 'moderation_warning')).not.toContainEqual(
      expect.objectContaining({ body: expect.stringContaining('escondida') }),
    );
    // Written in one transaction (one time): compared in any order.
    expect(
      (await auditOf(job.id)).map((entry) => [entry.action, entry.reason, entry.target_type]).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? '')),
    ).toEqual([
      ['report.dismiss', 'A vaga segue as regras.', 'job'],
      ['report.restore', 'A vaga segue as regras.', 'job'],
    ]);
    expect(groupOf((await wholeQueue()).groups, 'job', job.id)).toBeUndefined();
    const again = await resolve('job', job.id, []);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('REPORT_GROUP_NOT_FOUND');
  });

  it('hides the item and suspends its author through the accounts’ own flow; the author and the reporters are told', async () => {
    const author = await person('contractor');
    const job = await insertJob(t, author.id, { title: 'Golpe do book' });
    const reporter = await person();
    await reported(reporter, 'job', job.id, 'advance_payment_scam', 'Cobrou o book antes.');

    const res = await resolve('job', job.id, ['suspend', 'hide'], 'Golpe confirmado.');
    expect(res.json()).toEqual({ status: 'actioned', resolved: 1 });
    const [row] = await db.select({ hiddenBy: jobs.moderationHiddenBy }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.hiddenBy).toBe('admin');
    expect((await call(t, null, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    const [account] = await db.select({ suspendedAt: users.suspendedAt, reason: users.suspensionReason }).from(users).where(eq(users.id, author.id));
    expect(account?.suspendedAt).not.toBeNull();
    expect(account?.reason).toBe('Golpe confirmado.');
    // Signed out everywhere: the sign-up session is worthless now.
    expect((await t.app.inject({ url: '/api/profiles/me', headers: { cookie: author.cookie } })).statusCode).toBe(401);
    const [closed] = await db
      .select()
      .from(reports)
      .where(and(eq(reports.itemKind, 'job'), eq(reports.itemId, job.id)));
    expect(closed).toMatchObject({ status: 'actioned', actions: ['hide', 'suspend'], resolutionReason: 'Golpe confirmado.' });
    expect((await auditOf(job.id)).map((entry) => entry.action)).toEqual(['report.hide']);
    expect((await auditOf(author.id)).map((entry) => [entry.action, entry.reason])).toEqual([['user.suspend', 'Golpe confirmado.']]);
    const [hidden] = await notificationsOf(t, author.id, 'moderation_hidden');
    expect(hidden?.body).toContain('a sua vaga “Golpe do book”');
    expect(hidden?.body).toContain('Golpe confirmado.');
    const [told] = await notificationsOf(t, reporter.id, 'report_resolved');
    expect(told?.body).toBe(reportTexts.resolvedActioned);
    expect(told?.body).not.toContain(author.name);
  });

  it('warns the author by email even when every email preference is off, and shows an auto-hidden item again', async () => {
    const author = await person('photographer');
    const optOut = await t.app.inject({
      method: 'PUT',
      url: '/api/me/email-preferences',
      headers: author.headers,
      payload: { hiring: false, messages: false, reviews: false, money: false, plan: false },
    });
    expect(optOut.statusCode, optOut.body).toBe(200);
    const job = await insertJob(t, author.id, { title: 'Ensaio com linguagem imprópria' });
    for (let i = 0; i < REPORTERS_TO_HIDE; i++) await reported(await person(), 'job', job.id, 'inappropriate_content');

    expect((await resolve('job', job.id, ['warn'], 'Linguagem ofensiva na descrição.')).json()).toEqual({ status: 'actioned', resolved: REPORTERS_TO_HIDE });
    const [row] = await db.select({ hiddenBy: jobs.moderationHiddenBy }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.hiddenBy).toBeNull();
    expect((await auditOf(job.id)).map((entry) => entry.action).sort()).toEqual(['report.restore', 'report.warn']);
    const [warning] = await notificationsOf(t, author.id, 'moderation_warning');
    expect(warning?.body).toContain('Linguagem ofensiva na descrição.');
    await t.drainJobs();
    const outbox = (await t.app.inject({ url: '/api/dev/outbox' })).json().messages as { to: string; subject: string; text: string }[];
    const email = outbox.find((message) => message.to === author.email && message.subject === 'Passarela: Advertência da moderação');
    expect(email?.text).toContain('Linguagem ofensiva na descrição.');
  });

  it('hides a review (hidden_at and hidden_by), so the reviewed person’s page no longer shows it', async () => {
    const [proposal] = await db
      .insert(proposals)
      .values({
        ownerId: owner.id,
        modelId: model.id,
        title: 'Ensaio',
        workDate: dateFromToday(-40),
        place: 'São Paulo/SP',
        amountCents: 50_000,
        status: 'accepted',
      })
      .returning();
    const [contract] = await db
      .insert(contracts)
      .values({
        proposalId: proposal?.id ?? '',
        ownerId: owner.id,
        modelId: model.id,
        title: 'Ensaio',
        workDate: dateFromToday(-40),
        place: 'São Paulo/SP',
        amountCents: 50_000,
        status: 'completed',
        completedAt: new Date(Date.now() - 30 * 86_400_000),
      })
      .returning();
    const [review] = await db
      .insert(reviews)
      .values({ contractId: contract?.id ?? '', reviewerId: owner.id, revieweeId: model.id, rating: 1, comment: 'Comentário ofensivo sobre o corpo dela.' })
      .returning();
    const id = review?.id ?? '';
    const publicReviews = async () => (await call(t, null, 'GET', `/api/profiles/${model.slug}/reviews`)).json().items.map((item: { id: string }) => item.id);
    expect(await publicReviews()).toContain(id);
    expect((await report(owner, 'review', id)).json().code).toBe('REPORT_SELF');
    await reported(model, 'review', id, 'harassment');
    const group = groupOf((await wholeQueue()).groups, 'review', id);
    expect(group).toMatchObject({
      link: `/perfil/${model.slug}`,
      snapshot: { text: 'Comentário ofensivo sobre o corpo dela.', fields: { Nota: '1 de 5', Sobre: model.name } },
    });

    expect((await resolve('review', id, ['hide'], 'Ofensa.')).json()).toEqual({ status: 'actioned', resolved: 1 });
    const [row] = await db.select({ hiddenAt: reviews.hiddenAt, hiddenBy: reviews.hiddenBy }).from(reviews).where(eq(reviews.id, id));
    expect(row?.hiddenAt).not.toBeNull();
    expect(row?.hiddenBy).toBe('admin');
    expect(await publicReviews()).not.toContain(id);
  });

  it('refuses what it cannot act on: no open report (404), bad input (400), non-admins (403)', async () => {
    const job = await insertJob(t, owner.id);
    expect((await resolve('job', job.id, [])).json().code).toBe('REPORT_GROUP_NOT_FOUND');
    expect((await resolve('job', 'nao-existe', ['hide'])).statusCode).toBe(404);
    await reported(model, 'job', job.id);
    for (const [kind, actions, reason] of [
      ['contrato', [], 'x'],
      ['job', ['ban'], 'x'],
      ['job', ['hide', 'hide'], 'x'],
      ['job', [], ''],
    ] as const) {
      const res = await call(t, admin, 'POST', `/api/admin/reports/${kind}/${job.id}/resolve`, { actions, reason });
      expect(res.statusCode, `${kind} ${actions.join(',')} ${reason}`).toBe(400);
    }
    expect((await resolve('job', job.id, [], 'x', owner)).statusCode).toBe(403);
    // Nothing changed: the report is still open.
    const [row] = await db
      .select({ status: reports.status })
      .from(reports)
      .where(and(eq(reports.itemKind, 'job'), eq(reports.itemId, job.id)));
    expect(row?.status).toBe('open');
  });
});

describe('reports and the person’s own data (LGPD, docs/security.md #21)', () => {
  const cookieHeaders = (who: TestPerson) => ({ origin: TEST_ORIGIN, cookie: who.cookie });

  it('exports the reports she sent, without snapshots, and not the reports others made about her', async () => {
    const her = await person();
    const job = await insertJob(t, owner.id, { title: 'Vaga que ela denunciou' });
    await reported(her, 'job', job.id, 'misleading_job', 'Descrição enganosa.');
    const accuser = await createPerson(t, 'contractor', { firstName: 'Acusador' });
    await reported(accuser, 'profile', her.id, 'fake_profile', 'Fotos de outra pessoa.');

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/export-data', headers: cookieHeaders(her), payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const exported = res.json() as { reports_sent: Record<string, unknown>[] };
    expect(exported.reports_sent).toEqual([
      {
        itemKind: 'job',
        itemId: job.id,
        reason: 'misleading_job',
        details: 'Descrição enganosa.',
        status: 'open',
        createdAt: expect.any(String),
        resolvedAt: null,
      },
    ]);
    for (const secret of [accuser.id, accuser.name, 'Fotos de outra pessoa.', 'Vaga que ela denunciou']) expect(res.body).not.toContain(secret);
  });

  it('on deletion, her reports stay without her words, and the snapshot of her profile loses her name, text and photos', async () => {
    const her = await person();
    const job = await insertJob(t, owner.id, { title: 'Vaga denunciada por quem vai sair' });
    await reported(her, 'job', job.id, 'other', 'Meu telefone é 11 91234-5678, me liguem.');
    await reported(model, 'profile', her.id, 'fake_profile');

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: cookieHeaders(her),
      payload: { currentPassword: her.password, confirmation: 'EXCLUIR' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [sent] = await db.select().from(reports).where(eq(reports.reporterId, her.id));
    expect(sent).toMatchObject({ itemId: job.id, reason: 'other', details: null, status: 'open' });
    const [about] = await db
      .select()
      .from(reports)
      .where(and(eq(reports.itemKind, 'profile'), eq(reports.itemId, her.id)));
    expect(about?.snapshot).toEqual({ title: REMOVED_NAME, text: '', fields: {}, image_urls: [] });
    expect(JSON.stringify(await db.select().from(reports).where(eq(reports.reportedUserId, her.id)))).not.toContain(her.name);
  });
});
