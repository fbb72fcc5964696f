import { PROFILE_OPEN_JOBS_MAX, type ProfileOpenJobs } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { insertJob } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import { openTestAppForFile, type TestApp } from '../../test-support/test-app.ts';
import type { TestPerson } from '../../test-support/test-person.ts';

let t: TestApp;
let owner: TestPerson;
let other: TestPerson;
beforeAll(async () => {
  t = await openTestAppForFile();
  owner = await createPerson(t, 'contractor', { firstName: 'Agencia' });
  other = await createPerson(t, 'photographer', { firstName: 'Fotografa' });
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function openJobsOf(slug: string) {
  return t.app.inject({ method: 'GET', url: `/api/profiles/${encodeURIComponent(slug)}/jobs` });
}

function itemsOf(res: { json: () => unknown }): ProfileOpenJobs['items'] {
  return (res.json() as ProfileOpenJobs).items;
}

describe('GET /api/profiles/:slug/jobs', () => {
  it("lists the profile's open jobs, newest first, and nobody else's", async () => {
    await insertJob(t, owner.id, { title: 'Catálogo antigo', publishedAt: minutesAgo(30) });
    await insertJob(t, owner.id, { title: 'Feira recente', publishedAt: minutesAgo(5), city: 'Recife', state: 'PE' });
    await insertJob(t, owner.id, { title: 'Vaga encerrada', publishedAt: minutesAgo(1), status: 'closed' });
    await insertJob(t, owner.id, { title: 'Rascunho', status: 'draft', publishedAt: null });
    await insertJob(t, other.id, { title: 'Vaga de outra pessoa', publishedAt: minutesAgo(2) });

    const res = await openJobsOf(owner.slug);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ProfileOpenJobs;
    expect(body.items.map((job) => job.title)).toEqual(['Feira recente', 'Catálogo antigo']);
    expect(body.items[0]).toMatchObject({ city: 'Recife', state: 'PE', status: 'open', owner: { profile_slug: owner.slug, user_type: 'contractor' } });
    // The slug is case-insensitive, as the profile page's.
    expect(itemsOf(await openJobsOf(owner.slug.toUpperCase()))).toHaveLength(2);
  });

  it('answers an empty list for a profile without open jobs', async () => {
    const model = await createPerson(t, 'model');
    const res = await openJobsOf(model.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it(`lists at most ${PROFILE_OPEN_JOBS_MAX}`, async () => {
    const busy = await createPerson(t, 'contractor', { firstName: 'Ocupada' });
    for (let n = 0; n < PROFILE_OPEN_JOBS_MAX + 2; n++) await insertJob(t, busy.id, { title: `Vaga ${n}`, publishedAt: minutesAgo(n) });
    const items = itemsOf(await openJobsOf(busy.slug));
    expect(items).toHaveLength(PROFILE_OPEN_JOBS_MAX);
    expect(items[0]?.title).toBe('Vaga 0');
  });

  it('is 404 for an unknown, malformed or suspended profile, as the profile page', async () => {
    for (const slug of ['ninguem-com-este-nome', 'nome com espaço', '-']) {
      const res = await openJobsOf(slug);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: 'Perfil não encontrado ou indisponível.' });
    }
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, other.id));
    expect((await openJobsOf(other.slug)).statusCode).toBe(404);
  });
});
