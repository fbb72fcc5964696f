import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, proposals, reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, dateFromToday, insertJob } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

let t: TestApp;
let admin: TestPerson;
let owner: TestPerson;
let model: TestPerson;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'admin', { firstName: 'Adm' });
  owner = await createPerson(t, 'contractor', { firstName: 'Carlos' });
  model = await createPerson(t, 'model', { firstName: 'Bianca' });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function auditFor(targetId: string) {
  return (await call(t, admin, 'GET', `/api/admin/audit-log?target_id=${targetId}`)).json().items as Array<{
    action: string;
    reason: string;
    details: Record<string, unknown>;
  }>;
}

describe('moderation in /admin', () => {
  it('closes and removes someone’s job with a reason; the public page follows and the audit log has it', async () => {
    const job = await insertJob(t, owner.id, { title: 'Vaga com conteúdo proibido', status: 'open', publishedAt: new Date() });
    const listed = await call(t, admin, 'GET', '/api/admin/jobs?status=open&q=conteudo proibido');
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(job.id);

    expect((await call(t, admin, 'POST', `/api/admin/jobs/${job.id}/moderate`, { action: 'cancel', reason: '' })).statusCode).toBe(400);
    const closed = await call(t, admin, 'POST', `/api/admin/jobs/${job.id}/moderate`, { action: 'close', reason: 'Denúncias' });
    expect(closed.json()).toEqual({ status: 'closed' });
    const removed = await call(t, admin, 'POST', `/api/admin/jobs/${job.id}/moderate`, { action: 'cancel', reason: 'Golpe confirmado' });
    expect(removed.json()).toEqual({ status: 'cancelled' });
    expect((await call(t, null, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    // The graph still rules: a cancelled job cannot be reopened.
    expect((await call(t, admin, 'POST', `/api/admin/jobs/${job.id}/moderate`, { action: 'reopen', reason: 'x' })).json().code).toBe('TRANSITION_NOT_ALLOWED');

    expect((await auditFor(job.id)).map((entry) => [entry.action, entry.reason, entry.details.job_action])).toEqual([
      ['job.moderate', 'Golpe confirmado', 'cancel'],
      ['job.moderate', 'Denúncias', 'close'],
    ]);
    expect((await call(t, owner, 'GET', '/api/admin/jobs')).statusCode).toBe(403);
  });

  it('hides a review from the public profile and restores it, each audited', async () => {
    const [proposal] = await t.database.db
      .insert(proposals)
      .values({
        ownerId: owner.id,
        modelId: model.id,
        title: 'Ensaio',
        workDate: dateFromToday(-3),
        place: 'São Paulo/SP',
        amountCents: 50_000,
        status: 'accepted',
      })
      .returning();
    const [contract] = await t.database.db
      .insert(contracts)
      .values({
        proposalId: proposal?.id ?? '',
        ownerId: owner.id,
        modelId: model.id,
        title: 'Ensaio',
        workDate: dateFromToday(-3),
        place: 'São Paulo/SP',
        amountCents: 50_000,
        status: 'completed',
        completedAt: new Date(Date.now() - 30 * 86_400_000),
      })
      .returning();
    const [review] = await t.database.db
      .insert(reviews)
      .values({ contractId: contract?.id ?? '', reviewerId: owner.id, revieweeId: model.id, rating: 1, comment: 'Texto ofensivo' })
      .returning();
    const id = review?.id ?? '';
    const publicReviews = async () => (await call(t, null, 'GET', `/api/profiles/${model.slug}/reviews`)).json().items.map((item: { id: string }) => item.id);
    // The window has closed long ago, so it is public until hidden.
    expect(await publicReviews()).toContain(id);

    const hidden = await call(t, admin, 'POST', `/api/admin/reviews/${id}/visibility`, { hidden: true, reason: 'Ofensa' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await publicReviews()).not.toContain(id);
    const onlyHidden = await call(t, admin, 'GET', '/api/admin/reviews?hidden=true');
    expect(onlyHidden.json().items.find((item: { id: string }) => item.id === id)).toMatchObject({
      comment: 'Texto ofensivo',
      reviewer: { name: 'Carlos Teste' },
    });

    await call(t, admin, 'POST', `/api/admin/reviews/${id}/visibility`, { hidden: false, reason: 'Revisado' });
    expect(await publicReviews()).toContain(id);
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual(['review.restore', 'review.hide']);
    expect((await call(t, admin, 'POST', '/api/admin/reviews/nao-existe/visibility', { hidden: true, reason: 'x' })).statusCode).toBe(404);
  });
});
