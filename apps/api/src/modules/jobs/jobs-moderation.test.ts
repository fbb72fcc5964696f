import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, profiles } from '../../db/schema/index.ts';
import { call, insertJob } from '../../test-support/hiring.ts';
import { openHiringTestApp } from '../../test-support/people.ts';
import type { TestPerson } from '../../test-support/test-person.ts';
import { createSharePreviewsRepository } from '../share-previews/index.ts';

// A job hidden by moderation (three reporters or an admin: jobs.moderation_hidden_by) is gone from
// every place a stranger can reach it, and still its owner's and admins' to see.

const { t, model, otherModel, owner, otherOwner, admin } = await openHiringTestApp();
const previews = createSharePreviewsRepository(t.database.db);

async function hide(jobId: string, by: 'reports' | 'admin' = 'reports') {
  await t.database.db.update(jobs).set({ moderationHiddenBy: by }).where(eq(jobs.id, jobId));
}

/** PUT /api/favorites/job/:id: a heart (204), or 404 for a job nobody may see. */
const heart = (who: TestPerson, jobId: string) => t.app.inject({ method: 'PUT', url: `/api/favorites/job/${jobId}`, headers: who.headers });

const titlesOf = (res: { json(): { items: { title: string }[] } }) => res.json().items.map((item) => item.title);

describe('a job hidden by moderation', () => {
  it('answers 404 JOB_NOT_FOUND to guests and other people; its owner and admins still see it, flagged', async () => {
    const job = await insertJob(t, owner.id, { title: 'Vaga oculta pela moderação' });
    const before = await call(t, model, 'GET', `/api/jobs/${job.id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json().hidden_by_moderation).toBe(false);

    await hide(job.id);
    for (const who of [null, model, otherOwner]) {
      const res = await call(t, who, 'GET', `/api/jobs/${job.id}`);
      expect(res.statusCode, who?.type ?? 'guest').toBe(404);
      expect(res.json().code).toBe('JOB_NOT_FOUND');
    }
    for (const who of [owner, admin]) {
      const res = await call(t, who, 'GET', `/api/jobs/${job.id}`);
      expect(res.statusCode, who.type).toBe(200);
      expect(res.json()).toMatchObject({ id: job.id, hidden_by_moderation: true, is_owner: who === owner });
    }
    // "Minhas vagas" keeps it, flagged.
    const mine = (await call(t, owner, 'GET', '/api/me/jobs')).json().items.find((item: { id: string }) => item.id === job.id);
    expect(mine).toMatchObject({ title: 'Vaga oculta pela moderação', hidden_by_moderation: true });
  });

  it('leaves /vagas (every statement), the home page, the owner’s profile, the sitemap and link previews', async () => {
    const shown = await insertJob(t, owner.id, { title: 'Zmod vaga visível', city: 'Zmodópolis', state: 'RR' });
    const hidden = await insertJob(t, owner.id, { title: 'Zmod vaga oculta', city: 'Zmodópolis', state: 'RR', publishedAt: new Date(Date.now() + 60_000) });
    await hide(hidden.id, 'admin');

    // Without a word (jobsPageSql), by word (jobsFilteredWalkSql), by city alone (jobsWalkSql).
    for (const query of ['state=RR', 'q=zmod', 'city=zmodopolis', 'q=zmod&job_type=catalogo', 'state=RR&verified=true']) {
      const res = await call(t, null, 'GET', `/api/jobs?${query}`);
      expect(res.statusCode).toBe(200);
      expect(titlesOf(res), query).not.toContain('Zmod vaga oculta');
    }
    expect(titlesOf(await call(t, null, 'GET', '/api/jobs?state=RR'))).toEqual(['Zmod vaga visível']);

    const home = (await call(t, null, 'GET', '/api/home')).json();
    expect(home.recent_jobs.map((job: { title: string }) => job.title)).toContain('Zmod vaga visível');
    expect(home.recent_jobs.map((job: { title: string }) => job.title)).not.toContain('Zmod vaga oculta');

    const profileJobs = titlesOf(await call(t, null, 'GET', `/api/profiles/${owner.slug}/jobs`));
    expect(profileJobs).toContain('Zmod vaga visível');
    expect(profileJobs).not.toContain('Zmod vaga oculta');

    const sitemap = (await previews.indexableJobs(1000)).map((entry) => entry.path);
    expect(sitemap).toContain(`/vagas/${shown.id}`);
    expect(sitemap).not.toContain(`/vagas/${hidden.id}`);
    expect(await previews.findJobPreview(shown.id)).toBeDefined();
    expect(await previews.findJobPreview(hidden.id)).toBeUndefined();
  });

  it('takes no application, and no new heart; an old heart drops out of /favoritos', async () => {
    const job = await insertJob(t, owner.id, { title: 'Vaga com coração' });
    expect((await heart(otherModel, job.id)).statusCode).toBe(204);
    const hearted = await call(t, otherModel, 'GET', '/api/favorites?kind=job');
    expect(titlesOf(hearted)).toContain('Vaga com coração');

    await hide(job.id);
    const apply = await call(t, model, 'POST', `/api/jobs/${job.id}/applications`, {});
    expect(apply.statusCode).toBe(404);
    expect(apply.json().code).toBe('JOB_NOT_FOUND');
    expect(titlesOf(await call(t, otherModel, 'GET', '/api/favorites?kind=job'))).not.toContain('Vaga com coração');
    expect((await heart(model, job.id)).statusCode).toBe(404);
    // Shown again (a report dismissed): everything is back.
    await t.database.db.update(jobs).set({ moderationHiddenBy: null }).where(eq(jobs.id, job.id));
    expect(titlesOf(await call(t, otherModel, 'GET', '/api/favorites?kind=job'))).toContain('Vaga com coração');
    expect((await call(t, model, 'POST', `/api/jobs/${job.id}/applications`, {})).statusCode).toBe(201);
  });
});

describe('the owner’s verified badge on jobs', () => {
  it('is on cards and pages, and verified=true keeps only verified owners’ jobs', async () => {
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.userId, otherOwner.id));
    await t.database.db.update(profiles).set({ isVerified: false }).where(eq(profiles.userId, owner.id));
    const verifiedJob = await insertJob(t, otherOwner.id, { title: 'Zver vaga de verificada', state: 'AP', city: 'Zverlândia' });
    await insertJob(t, owner.id, { title: 'Zver vaga comum', state: 'AP', city: 'Zverlândia' });

    const all = (await call(t, null, 'GET', '/api/jobs?state=AP')).json().items;
    expect(all.map((job: { title: string; owner: { is_verified: boolean } }) => [job.title, job.owner.is_verified])).toEqual([
      ['Zver vaga comum', false],
      ['Zver vaga de verificada', true],
    ]);
    for (const query of ['state=AP&verified=true', 'q=zver&verified=true', 'city=zverlandia&verified=true']) {
      expect(titlesOf(await call(t, null, 'GET', `/api/jobs?${query}`)), query).toEqual(['Zver vaga de verificada']);
    }
    expect((await call(t, null, 'GET', `/api/jobs/${verifiedJob.id}`)).json().owner).toMatchObject({ is_verified: true, user_type: 'photographer' });
    expect((await call(t, null, 'GET', '/api/jobs?verified=false')).statusCode).toBe(400);
  });
});
