import { applicationGraph, applicationStates, type HiringActor, nextState } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, hiringTransitions, profiles, proposals, users } from '../../db/schema/index.ts';
import { monthStartInSaoPaulo } from './applications.service.ts';
import { call, dateFromToday, insertJob, notificationsOf, proposalBody } from '../../test-support/hiring.ts';
import { createPerson, openHiringTestApp } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

const { t, model, otherModel, owner, otherOwner, admin } = await openHiringTestApp();

const apply = (who: TestPerson, jobId: string, payload: unknown = {}) => call(t, who, 'POST', `/api/jobs/${jobId}/applications`, payload);

describe('applying (POST /api/jobs/:jobId/applications)', () => {
  it('applies once, tells the owner, and shows in the model’s lists', async () => {
    const job = await insertJob(t, owner.id);
    const res = await apply(model, job.id, { message: 'Tenho experiência com catálogo.' });
    expect(res.statusCode, res.body).toBe(201);
    const application = res.json().application;
    expect(application).toMatchObject({
      status: 'pending',
      status_label: 'Em análise',
      message: 'Tenho experiência com catálogo.',
      allowed_actions: ['withdraw'],
    });
    expect(application.job).toMatchObject({ id: job.id, title: job.title, pay_cents: 50_000, pay_unit: 'day', status: 'open' });

    const again = await apply(model, job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_APPLIED');

    const [notice] = await notificationsOf(t, owner.id, 'application_received');
    expect(notice).toMatchObject({ title: 'Nova candidatura', link: `/dashboard?tab=my-jobs&job=${job.id}` });
    expect(notice?.body).toContain('Bianca Teste');
    expect(await notificationsOf(t, model.id, 'application_received')).toHaveLength(0);

    const mine = await call(t, model, 'GET', `/api/jobs/${job.id}/my-application`);
    expect(mine.json().application.id).toBe(application.id);
    expect(mine.json().quota.limit).toBe(10);
    const none = await call(t, otherModel, 'GET', `/api/jobs/${job.id}/my-application`);
    expect(none.json().application).toBeNull();
    const list = await call(t, model, 'GET', '/api/me/applications');
    expect(list.json().items[0].id).toBe(application.id);
    expect((await call(t, otherModel, 'GET', '/api/me/applications')).json().items.map((a: { id: string }) => a.id)).not.toContain(application.id);

    const log = await t.database.db.select().from(hiringTransitions).where(eq(hiringTransitions.entityId, application.id));
    expect(log).toMatchObject([{ entity: 'application', action: 'apply', fromState: null, toState: 'pending', actorId: model.id, actorRole: 'model' }]);
  });

  it('answers 404 for drafts, cancelled and unknown jobs and 409 JOB_NOT_OPEN for closed, filled or past-deadline ones', async () => {
    for (const status of ['draft', 'cancelled'] as const) {
      const job = await insertJob(t, owner.id, { status });
      const res = await apply(model, job.id);
      expect(res.statusCode, status).toBe(404);
      expect(res.json().code).toBe('JOB_NOT_FOUND');
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-existe']) {
      expect((await apply(model, id)).statusCode).toBe(404);
    }
    for (const status of ['closed', 'filled'] as const) {
      const job = await insertJob(t, owner.id, { status });
      const res = await apply(model, job.id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().code).toBe('JOB_NOT_OPEN');
    }
    const late = await insertJob(t, owner.id, { applicationDeadline: dateFromToday(-1) });
    expect((await apply(model, late.id)).json().code).toBe('JOB_NOT_OPEN');
    const today = await insertJob(t, owner.id, { applicationDeadline: dateFromToday(0) });
    expect((await apply(model, today.id)).statusCode).toBe(201);
  });

  it('refuses unconfirmed emails, other roles and bad bodies', async () => {
    const job = await insertJob(t, owner.id);
    const unverified = await createPerson(t, 'model', { verified: false });
    const res = await apply(unverified, job.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await apply(owner, job.id)).statusCode).toBe(403);
    const long = await apply(model, job.id, { message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_FAILED');
    expect((await apply(model, job.id, { message: 'oi', extra: 1 })).statusCode).toBe(400);
  });
});

describe('withdrawing', () => {
  it('only her own pending application; the owner is told', async () => {
    const job = await insertJob(t, owner.id);
    const id = (await apply(model, job.id)).json().application.id;
    const stranger = await call(t, otherModel, 'POST', `/api/applications/${id}/withdraw`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('APPLICATION_NOT_FOUND');
    const res = await call(t, model, 'POST', `/api/applications/${id}/withdraw`);
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ status: 'withdrawn', allowed_actions: [] });
    expect((await notificationsOf(t, owner.id, 'application_withdrawn'))[0]?.link).toBe(`/dashboard?tab=my-jobs&job=${job.id}`);
  });
});

describe('the job owner’s side', () => {
  it('lists applicants with model cards (never phones) to the owner and admins only', async () => {
    const job = await insertJob(t, owner.id);
    await apply(model, job.id, { message: 'Oi!' });
    const res = await call(t, owner, 'GET', `/api/jobs/${job.id}/applications`);
    expect(res.statusCode).toBe(200);
    const [applicant] = res.json().items;
    expect(applicant).toMatchObject({ status: 'pending', message: 'Oi!', proposal_id: null, allowed_actions: ['shortlist', 'reject', 'hire'] });
    expect(applicant.model).toMatchObject({ profile_slug: model.slug, first_name: 'Bianca', is_pro: false });
    expect(res.body).not.toContain(model.phone);

    const asAdmin = await call(t, admin, 'GET', `/api/jobs/${job.id}/applications`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().items[0].allowed_actions).toEqual([]);
    const asOther = await call(t, otherOwner, 'GET', `/api/jobs/${job.id}/applications`);
    expect(asOther.statusCode).toBe(404);
    expect((await call(t, model, 'GET', `/api/jobs/${job.id}/applications`)).statusCode).toBe(403);
  });

  it('shows the owner whether each applicant is verified (the badge on her card)', async () => {
    const verified = await createPerson(t, 'model', { firstName: 'Vera' });
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.userId, verified.id));
    const job = await insertJob(t, owner.id);
    await apply(verified, job.id);
    await apply(model, job.id);
    const items = (await call(t, owner, 'GET', `/api/jobs/${job.id}/applications`)).json().items;
    expect(items.map((item: { model: { first_name: string; is_verified: boolean } }) => [item.model.first_name, item.model.is_verified])).toEqual([
      ['Bianca', false],
      ['Vera', true],
    ]);
  });

  it("marks each applicant with the job's requirements her profile does not meet (her age only as a miss)", async () => {
    const fits = await createPerson(t, 'model', { firstName: 'Clara' });
    const misses = await createPerson(t, 'model', { firstName: 'Dora' });
    await t.database.db.update(profiles).set({ heightCm: 168, birthDate: '2000-01-15' }).where(eq(profiles.userId, fits.id));
    await t.database.db.update(profiles).set({ heightCm: 185, city: 'Santos', birthDate: null }).where(eq(profiles.userId, misses.id));
    const job = await insertJob(t, owner.id, { requiredGender: 'feminino', minHeightCm: 160, maxHeightCm: 175, minAge: 18 });
    const fitsId = (await apply(fits, job.id)).json().application.id;
    const missesId = (await apply(misses, job.id)).json().application.id;

    const res = await call(t, owner, 'GET', `/api/jobs/${job.id}/applications`);
    const byId = new Map(res.json().items.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(fitsId)).toMatchObject({ requirement_mismatches: [] });
    expect(byId.get(missesId)).toMatchObject({
      requirement_mismatches: [
        { requirement: 'location', wanted: 'São Paulo, SP', actual: 'Santos, SP' },
        { requirement: 'age', wanted: 'a partir de 18 anos', actual: null },
        { requirement: 'height', wanted: 'entre 1,60 m e 1,75 m', actual: '1,85 m' },
      ],
    });
    expect(res.body).not.toContain('2000-01-15');
    // The owner's one-applicant answers (shortlist, reject, hire) carry it too.
    const shortlisted = await call(t, owner, 'POST', `/api/applications/${missesId}/shortlist`);
    expect(shortlisted.json().applicant.requirement_mismatches.map((miss: { requirement: string }) => miss.requirement)).toEqual(['location', 'age', 'height']);
  });

  it('shortlists, rejects and hires (a proposal in the same step), telling the model; other owners get 404', async () => {
    const job = await insertJob(t, owner.id);
    const first = (await apply(model, job.id)).json().application.id;
    const second = (await apply(otherModel, job.id)).json().application.id;

    for (const action of ['shortlist', 'reject', 'hire'] as const) {
      const res = await call(t, otherOwner, 'POST', `/api/applications/${first}/${action}`, action === 'hire' ? proposalBody() : {});
      expect(res.statusCode, action).toBe(404);
    }

    const shortlisted = await call(t, owner, 'POST', `/api/applications/${first}/shortlist`);
    expect(shortlisted.json().applicant).toMatchObject({ status: 'shortlisted', allowed_actions: ['reject', 'hire'] });
    expect((await notificationsOf(t, model.id, 'application_shortlisted'))[0]).toMatchObject({
      title: 'Você foi pré-selecionada',
      link: '/dashboard?tab=applications',
    });

    const rejected = await call(t, owner, 'POST', `/api/applications/${second}/reject`);
    expect(rejected.json().applicant.status).toBe('rejected');
    expect((await notificationsOf(t, otherModel.id, 'application_rejected'))[0]?.body).toContain(job.title);

    const badHire = await call(t, owner, 'POST', `/api/applications/${first}/hire`, proposalBody({ amount_cents: 0 }));
    expect(badHire.statusCode).toBe(400);
    const hired = await call(t, owner, 'POST', `/api/applications/${first}/hire`, proposalBody({ title: 'Catálogo de verão' }));
    expect(hired.statusCode, hired.body).toBe(200);
    const applicant = hired.json().applicant;
    expect(applicant.status).toBe('hired');
    const [proposal] = await t.database.db.select().from(proposals).where(eq(proposals.id, applicant.proposal_id));
    expect(proposal).toMatchObject({
      applicationId: first,
      jobId: job.id,
      ownerId: owner.id,
      modelId: model.id,
      status: 'pending',
      title: 'Catálogo de verão',
    });
    // Hiring an applicant sends a proposal: she is told of a proposal, not yet hired (that is the payment).
    expect((await notificationsOf(t, model.id, 'application_hired'))[0]).toMatchObject({ title: 'Você recebeu uma proposta' });

    const mine = (await call(t, model, 'GET', '/api/me/applications')).json().items.find((a: { id: string }) => a.id === first);
    expect(mine).toMatchObject({ status: 'hired', status_label: 'Contratada', allowed_actions: [] });
  });

  it('refuses every step the application graph forbids with 409 TRANSITION_NOT_ALLOWED', async () => {
    const job = await insertJob(t, owner.id);
    const id = (await apply(model, job.id)).json().application.id;
    const actorOf: Record<string, { person: TestPerson; actor: HiringActor }> = {
      shortlist: { person: owner, actor: 'owner' },
      reject: { person: owner, actor: 'owner' },
      hire: { person: owner, actor: 'owner' },
      withdraw: { person: model, actor: 'model' },
    };
    let refused = 0;
    for (const action of Object.keys(applicationGraph.transitions) as (keyof typeof applicationGraph.transitions)[]) {
      for (const state of applicationStates) {
        const { person, actor } = actorOf[action] as { person: TestPerson; actor: HiringActor };
        if (nextState(applicationGraph, action, state, actor) !== null) continue;
        await t.database.db.update(applications).set({ status: state }).where(eq(applications.id, id));
        const res = await call(t, person, 'POST', `/api/applications/${id}/${action}`, action === 'hire' ? proposalBody() : {});
        expect(res.statusCode, `${action} from ${state}`).toBe(409);
        expect(res.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', details: { entity: 'application', action, from: state } });
        const [row] = await t.database.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
        expect(row?.status).toBe(state);
        refused++;
      }
    }
    expect(refused).toBeGreaterThanOrEqual(10);
    expect(await t.database.db.select().from(proposals).where(eq(proposals.applicationId, id))).toHaveLength(0);
  });
});

describe('the free plan’s monthly limit', () => {
  it('counts from the first day of the month in São Paulo', () => {
    expect(monthStartInSaoPaulo(new Date('2026-03-01T02:59:00Z')).toISOString()).toBe('2026-02-01T03:00:00.000Z');
    expect(monthStartInSaoPaulo(new Date('2026-03-01T03:00:00Z')).toISOString()).toBe('2026-03-01T03:00:00.000Z');
  });

  it('20 concurrent applies to 20 jobs with a limit of N create exactly N; PRO is unlimited', async () => {
    const limit = 4;
    await t.app.services.settingsService.update({ FREE_MONTHLY_APPLICATIONS: limit }, admin.id);
    try {
      const busy = await createPerson(t, 'model', { firstName: 'Lia' });
      // Last month's applications do not count.
      const old = await insertJob(t, owner.id);
      await t.database.db
        .insert(applications)
        .values({ jobId: old.id, modelId: busy.id, createdAt: new Date(monthStartInSaoPaulo(new Date()).getTime() - 60_000) });
      const jobs = await Promise.all(Array.from({ length: 20 }, () => insertJob(t, owner.id)));
      const results = await Promise.all(jobs.map((job) => apply(busy, job.id)));
      const created = results.filter((res) => res.statusCode === 201);
      const refused = results.filter((res) => res.statusCode === 409);
      expect(created).toHaveLength(limit);
      expect(refused).toHaveLength(20 - limit);
      for (const res of refused) expect(res.json().code).toBe('APPLICATION_LIMIT_REACHED');
      expect(refused[0]?.json().message).toContain(`${limit} candidaturas`);
      const quota = (await call(t, busy, 'GET', '/api/me/applications')).json().quota;
      expect(quota).toEqual({ limit, used: limit });

      const pro = await createPerson(t, 'model', { firstName: 'Rita' });
      await t.database.db
        .update(users)
        .set({ subscriptionType: 'pro', subscriptionExpiresAt: new Date(Date.now() + 86_400_000) })
        .where(eq(users.id, pro.id));
      const proResults = await Promise.all(jobs.slice(0, limit + 3).map((job) => apply(pro, job.id)));
      expect(proResults.map((res) => res.statusCode)).toEqual(Array(limit + 3).fill(201));
      expect((await call(t, pro, 'GET', '/api/me/applications')).json().quota.limit).toBeNull();

      // An expired PRO is a free plan again.
      await t.database.db
        .update(users)
        .set({ subscriptionExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(users.id, pro.id));
      expect((await apply(pro, jobs[limit + 5]?.id ?? '')).json().code).toBe('APPLICATION_LIMIT_REACHED');
    } finally {
      await t.app.services.settingsService.update({ FREE_MONTHLY_APPLICATIONS: 10 }, admin.id);
    }
  }, 180_000);
});
