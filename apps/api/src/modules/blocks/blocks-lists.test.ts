import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { call, insertJob } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import { bookingBody, publishedPackage, send } from '../../test-support/shoots.ts';
import { openTestAppForFile } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

/**
 * docs/product.md "Conversations", Block: neither of two people who blocked sees the other in any
 * list, nor the other's jobs or packages; a third person still sees both; booking is refused.
 */
const t = await openTestAppForFile();

const model = await createPerson(t, 'model', { firstName: 'Marina' });
const contractor = await createPerson(t, 'contractor', { firstName: 'Caio' });
const photographer = await createPerson(t, 'photographer', { firstName: 'Paulo' });
const observer = await createPerson(t, 'contractor', { firstName: 'Otavio' });
const otherModel = await createPerson(t, 'model', { firstName: 'Nadia' });
const admin = await createPerson(t, 'admin', { firstName: 'Adm' });

// The home page shows only models with a photo.
for (const person of [model, otherModel]) {
  await t.database.db
    .update(profiles)
    .set({ profileImageUrl: `/uploads/${person.id}.webp` })
    .where(eq(profiles.userId, person.id));
}
const contractorJob = await insertJob(t, contractor.id, { title: 'Campanha de inverno', city: 'Campinas' });
const photographerJob = await insertJob(t, photographer.id, { title: 'Editorial de outono', city: 'Campinas' });
const shootPackage = await publishedPackage(t, photographer);

const get = async (who: TestPerson | null, url: string) => {
  const res = await call(t, who, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const slugsOf = async (who: TestPerson | null, url: string) =>
  ((await get(who, url)).items as Array<{ profile_slug: string }>).map((item) => item.profile_slug);
const idsOf = async (who: TestPerson | null, url: string) => ((await get(who, url)).items as Array<{ id: string }>).map((item) => item.id);
const homeOf = async (who: TestPerson | null) => {
  const home = await get(who, '/api/home');
  return {
    models: (home.featured_models as Array<{ profile_slug: string }>).map((card) => card.profile_slug),
    jobs: (home.recent_jobs as Array<{ id: string }>).map((card) => card.id),
  };
};
const block = async (who: TestPerson, whom: TestPerson) => {
  const res = await t.app.inject({ method: 'PUT', url: `/api/blocks/${whom.id}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
};

// Before any block, on every list below: what each one must lose afterwards is there.
const applied = await call(t, model, 'POST', `/api/jobs/${contractorJob.id}/applications`, {});
expect(applied.statusCode, applied.body).toBe(201);
for (const [who, kind, target] of [
  [model, 'contractor', contractor.slug],
  [model, 'job', contractorJob.id],
  [contractor, 'model', model.slug],
] as const) {
  const hearted = await t.app.inject({ method: 'PUT', url: `/api/favorites/${kind}/${target}`, headers: who.headers });
  expect(hearted.statusCode, hearted.body).toBe(204);
}

describe('blocks in lists', () => {
  it('every list has everyone before a block', async () => {
    expect(await slugsOf(contractor, '/api/models')).toContain(model.slug);
    expect(await slugsOf(model, '/api/contractors')).toEqual(expect.arrayContaining([contractor.slug, photographer.slug]));
    expect(await idsOf(model, '/api/jobs')).toEqual(expect.arrayContaining([contractorJob.id, photographerJob.id]));
    expect(await idsOf(model, '/api/shoots')).toContain(shootPackage.id);
    expect((await homeOf(contractor)).models).toContain(model.slug);
    expect((await homeOf(model)).jobs).toContain(contractorJob.id);
    expect((await get(contractor, `/api/jobs/${contractorJob.id}/applications`)).items).toHaveLength(1);
    expect(await slugsOf(model, '/api/favorites?kind=contractor')).toEqual([contractor.slug]);
    expect(await slugsOf(contractor, '/api/favorites?kind=model')).toEqual([model.slug]);
    expect(await idsOf(model, '/api/favorites?kind=job')).toEqual([contractorJob.id]);
  });

  it('after she blocks a contractor, neither sees the other, nor his jobs, in any list; a third person still sees both', async () => {
    await block(model, contractor);

    // Hers: no contractor card, no job of his (page, word, city: the three statements of /vagas), not on the home, not in her hearts.
    expect(await slugsOf(model, '/api/contractors')).not.toContain(contractor.slug);
    expect(await slugsOf(model, '/api/contractors?q=Caio')).toEqual([]);
    expect(await idsOf(model, '/api/jobs')).not.toContain(contractorJob.id);
    expect(await idsOf(model, '/api/jobs?q=inverno')).toEqual([]);
    expect(await idsOf(model, '/api/jobs?city=Campinas')).toEqual([photographerJob.id]);
    expect(await idsOf(model, '/api/jobs?city=Campinas&job_type=catalogo')).toEqual([photographerJob.id]);
    expect((await homeOf(model)).jobs).not.toContain(contractorJob.id);
    expect(await idsOf(model, '/api/favorites?kind=job')).toEqual([]);
    expect(await slugsOf(model, '/api/favorites?kind=contractor')).toEqual([]);
    // She still opens his page (to unblock from it); he no longer finds hers.
    expect((await call(t, model, 'GET', `/api/profiles/${contractor.slug}`)).statusCode).toBe(200);
    expect((await call(t, contractor, 'GET', `/api/profiles/${model.slug}`)).statusCode).toBe(404);

    // His: no card of hers (list, word, home, hearts), no application of hers; an admin still sees it.
    expect(await slugsOf(contractor, '/api/models')).not.toContain(model.slug);
    expect(await slugsOf(contractor, '/api/models?q=Marina')).toEqual([]);
    expect((await homeOf(contractor)).models).not.toContain(model.slug);
    expect(await slugsOf(contractor, '/api/favorites?kind=model')).toEqual([]);
    expect((await get(contractor, `/api/jobs/${contractorJob.id}/applications`)).items).toEqual([]);
    expect((await get(admin, `/api/jobs/${contractorJob.id}/applications`)).items).toHaveLength(1);

    // Anyone else, signed in or not, sees both of them.
    for (const who of [observer, otherModel, null]) {
      expect(await slugsOf(who, '/api/models')).toContain(model.slug);
      expect(await slugsOf(who, '/api/models?q=Marina')).toEqual([model.slug]);
      expect(await slugsOf(who, '/api/contractors')).toContain(contractor.slug);
      expect(await idsOf(who, '/api/jobs?q=inverno')).toEqual([contractorJob.id]);
      expect(await idsOf(who, '/api/jobs')).toContain(contractorJob.id);
      expect((await homeOf(who)).models).toContain(model.slug);
      expect((await homeOf(who)).jobs).toContain(contractorJob.id);
      expect((await call(t, who, 'GET', `/api/profiles/${model.slug}`)).statusCode).toBe(200);
    }

    // Unblocked: all back.
    await t.app.inject({ method: 'DELETE', url: `/api/blocks/${contractor.id}`, headers: model.headers });
    expect(await slugsOf(contractor, '/api/models')).toContain(model.slug);
    expect(await idsOf(model, '/api/jobs')).toContain(contractorJob.id);
    expect((await get(contractor, `/api/jobs/${contractorJob.id}/applications`)).items).toHaveLength(1);
    expect((await call(t, contractor, 'GET', `/api/profiles/${model.slug}`)).statusCode).toBe(200);
  });

  it('after a photographer blocks her, his packages leave her /ensaios and she cannot book him; others still can', async () => {
    await block(photographer, model);
    expect(await idsOf(model, '/api/shoots')).not.toContain(shootPackage.id);
    expect(await idsOf(model, '/api/jobs')).not.toContain(photographerJob.id);
    expect(await slugsOf(model, '/api/contractors')).not.toContain(photographer.slug);
    expect(await slugsOf(photographer, '/api/models')).not.toContain(model.slug);
    expect((await call(t, model, 'GET', `/api/profiles/${photographer.slug}`)).statusCode).toBe(404);
    for (const who of [observer, otherModel, null]) expect(await idsOf(who, '/api/shoots')).toContain(shootPackage.id);

    const refused = await send(t, model, 'POST', '/api/shoot-bookings', bookingBody(shootPackage.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('USER_BLOCKED');
    const booked = await send(t, otherModel, 'POST', '/api/shoot-bookings', bookingBody(shootPackage.id));
    expect(booked.statusCode, booked.body).toBe(201);
  });
});
