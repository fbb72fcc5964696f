import { HOME_FEATURED_MODELS_MAX, HOME_RECENT_JOBS_MAX, type HomeHighlights } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileMedia, profiles, users } from '../../db/schema/index.ts';
import { insertJob } from '../../test-support/hiring.ts';
import { insertPeople } from '../../test-support/list-people.ts';
import { createPerson } from '../../test-support/people.ts';
import { openTestAppForFile, type TestApp } from '../../test-support/test-app.ts';

const days = (n: number) => new Date(Date.now() + n * 86_400_000);
const pro = { subscriptionType: 'pro', subscriptionExpiresAt: days(30) };
const photo = '/media/retrato-480.webp';
/** A model without the comp card's extras, so completeness ranks her below the others. */
const bare = { heightCm: null, bustCm: null, waistCm: null, hipsCm: null, hairColor: null, eyeColor: null, shoeSize: null, profileCategories: [], bio: null };

async function home(t: TestApp): Promise<HomeHighlights> {
  const res = await t.app.inject({ method: 'GET', url: '/api/home' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HomeHighlights;
}

describe('GET /api/home featured models', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestAppForFile();
    // Listed newest first: the ranking, not the age, puts them in order.
    await insertPeople(t.database.db, { city: 'Cidade da Vitrine' }, [
      { label: 'comum-incompleta', profile: { profileImageUrl: photo, isVerified: false, ...bare } },
      { label: 'comum-completa', profile: { profileImageUrl: photo, isVerified: false } },
      { label: 'verificada', profile: { profileImageUrl: photo, isVerified: true } },
      { label: 'pro', user: pro, profile: { profileImageUrl: photo, isVerified: false, ...bare } },
      { label: 'pro-verificada', user: pro, profile: { profileImageUrl: photo, isVerified: true } },
      { label: 'pro-vencido', user: { subscriptionType: 'pro', subscriptionExpiresAt: days(-1) }, profile: { profileImageUrl: photo, isVerified: false, ...bare } },
      { label: 'oculta', user: pro, profile: { profileImageUrl: photo, isVerified: true, isHidden: true } },
      { label: 'suspensa', user: { ...pro, suspendedAt: new Date() }, profile: { profileImageUrl: photo, isVerified: true } },
      { label: 'menor', user: pro, profile: { profileImageUrl: photo, isVerified: true, birthDate: days(-15 * 366).toISOString().slice(0, 10) } },
      { label: 'sem-foto', user: pro, profile: { profileImageUrl: null, isVerified: true } },
      { label: 'contratante', user: { ...pro, userType: 'contractor' }, profile: { profileImageUrl: photo, isVerified: true } },
    ]);
  });

  it('PRO and verified first, then PRO, verified, the most complete and the newest; never hidden, suspended, minor, photo-less or non-models', async () => {
    const { featured_models: models } = await home(t);
    expect(models.map((card) => card.last_name)).toEqual(['pro-verificada', 'pro', 'verificada', 'comum-completa', 'comum-incompleta', 'pro-vencido']);
    expect(models[0]).toMatchObject({ is_pro: true, is_verified: true, city: 'Cidade da Vitrine', profile_image_url: photo });
    expect(models.find((card) => card.last_name === 'pro-vencido')?.is_pro).toBe(false);
  });

  it('a gallery counts towards completeness', async () => {
    const [row] = await t.database.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.lastName, 'pro-vencido'));
    if (!row) throw new Error('no pro-vencido');
    await t.database.db.insert(profileMedia).values({ userId: row.id, url: '/media/galeria-480.webp', width: 480, height: 640, position: 0 });
    // Both bare and not PRO: her gallery puts her above the newer one without photos.
    expect((await home(t)).featured_models.map((card) => card.last_name).slice(3)).toEqual(['comum-completa', 'pro-vencido', 'comum-incompleta']);
  });

  it(`shows at most ${HOME_FEATURED_MODELS_MAX}`, async () => {
    await insertPeople(
      t.database.db,
      { city: 'Cidade Cheia' },
      Array.from({ length: 10 }, (_, index) => ({ label: `extra-${index}`, profile: { profileImageUrl: photo, isVerified: false } })),
    );
    expect((await home(t)).featured_models).toHaveLength(HOME_FEATURED_MODELS_MAX);
  });
});

describe('GET /api/home recent jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestAppForFile();
  });

  it(`the ${HOME_RECENT_JOBS_MAX} newest open jobs, featured or not, of owners who are not suspended`, async () => {
    const owner = await createPerson(t, 'contractor');
    const suspended = await createPerson(t, 'photographer');
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    for (let n = 1; n <= 8; n++) await insertJob(t, owner.id, { title: `Vaga recente ${n}`, publishedAt: minutesAgo(n * 10), featured: n % 3 === 0 });
    await insertJob(t, owner.id, { title: 'Vaga em destaque antiga', publishedAt: minutesAgo(600), featured: true });
    await insertJob(t, owner.id, { title: 'Vaga encerrada', publishedAt: minutesAgo(1), status: 'closed' });
    await insertJob(t, suspended.id, { title: 'Vaga de suspenso', publishedAt: minutesAgo(2) });
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));

    const { recent_jobs: jobs } = await home(t);
    expect(jobs.map((job) => job.title)).toEqual(['Vaga recente 1', 'Vaga recente 2', 'Vaga recente 3', 'Vaga recente 4', 'Vaga recente 5', 'Vaga recente 6']);
    expect(jobs[2]).toMatchObject({ featured: true, status: 'open', city: 'São Paulo', state: 'SP', owner: { user_type: 'contractor' } });
  });

  it('answers empty lists on an empty marketplace, and refuses query parameters', async () => {
    const empty = await openTestAppForFile();
    expect(await home(empty)).toEqual({ featured_models: [], recent_jobs: [] });
    const res = await empty.app.inject({ method: 'GET', url: '/api/home?limit=50' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
