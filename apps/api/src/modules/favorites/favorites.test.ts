import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createAccount>>;
const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };

let contractor: Account;
let photographer: Account;
let otherUser: Account;
const models: Account[] = [];

beforeAll(async () => {
  t = await createTestApp();
  contractor = await createAccount(t.app, { userType: 'contractor', first_name: 'Carla', last_name: 'Mendes', ...nonModel });
  photographer = await createAccount(t.app, { userType: 'photographer', first_name: 'Fábio', last_name: 'Lente', ...nonModel });
  otherUser = await createAccount(t.app, { userType: 'contractor', first_name: 'Outra', last_name: 'Pessoa', ...nonModel });
  for (const name of ['Ana', 'Bia', 'Clara', 'Duda', 'Eva']) models.push(await createAccount(t.app, { first_name: name, last_name: 'Teste' }));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const put = (cookie: string | undefined, kind: string, target: string) =>
  t.app.inject({ method: 'PUT', url: `/api/favorites/${kind}/${target}`, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
const del = (cookie: string | undefined, kind: string, target: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/favorites/${kind}/${target}`, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
const keys = (cookie: string) => t.app.inject({ url: '/api/favorites/keys', headers: { cookie } });
const list = (cookie: string, query: string) => t.app.inject({ url: `/api/favorites?${query}`, headers: { cookie } });

async function clearFavorites(cookie: string) {
  const current = (await keys(cookie)).json() as Record<'model' | 'contractor', string[]>;
  for (const kind of ['model', 'contractor'] as const) for (const slug of current[kind]) expect((await del(cookie, kind, slug)).statusCode).toBe(204);
}

describe('PUT and DELETE /api/favorites/:kind/:target', () => {
  it('are idempotent: two hearts are one row, removing a missing heart is 204', async () => {
    const slug = models[0]?.user.profile_slug as string;
    expect((await put(contractor.cookie, 'model', slug)).statusCode).toBe(204);
    expect((await put(contractor.cookie, 'model', slug.toUpperCase())).statusCode).toBe(204);
    expect((await keys(contractor.cookie)).json()).toEqual({ model: [slug], contractor: [], job: [] });
    const page = (await list(contractor.cookie, 'kind=model')).json();
    expect(page.items.map((card: { profile_slug: string }) => card.profile_slug)).toEqual([slug]);

    expect((await del(contractor.cookie, 'model', slug)).statusCode).toBe(204);
    expect((await del(contractor.cookie, 'model', slug)).statusCode).toBe(204);
    expect((await keys(contractor.cookie)).json()).toEqual({ model: [], contractor: [], job: [] });
  });

  it('check that the slug’s user type matches the kind (404 otherwise); contractor covers photographers', async () => {
    const modelSlug = models[0]?.user.profile_slug as string;
    const mismatch = await put(contractor.cookie, 'contractor', modelSlug);
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: 'Perfil não encontrado ou indisponível.' });
    expect((await put(contractor.cookie, 'model', photographer.user.profile_slug)).statusCode).toBe(404);
    expect((await put(contractor.cookie, 'model', 'ninguem-com-este-nome')).statusCode).toBe(404);
    expect((await put(contractor.cookie, 'model', 'nome%20estranho')).statusCode).toBe(404);

    expect((await put(models[0]?.cookie, 'contractor', photographer.user.profile_slug)).statusCode).toBe(204);
    expect((await put(models[0]?.cookie, 'contractor', contractor.user.profile_slug)).statusCode).toBe(204);
    expect((await keys(models[0]?.cookie as string)).json().contractor.sort()).toEqual([contractor.user.profile_slug, photographer.user.profile_slug].sort());
    const page = (await list(models[0]?.cookie as string, 'kind=contractor')).json();
    expect(page.kind).toBe('contractor');
    expect(page.items.map((card: { user_type: string }) => card.user_type).sort()).toEqual(['contractor', 'photographer']);
    await clearFavorites(models[0]?.cookie as string);
  });

  it('refuses an unknown kind with 400 and answers jobs with 404 until jobs exist', async () => {
    const bad = await put(contractor.cookie, 'empresa', 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const job = await put(contractor.cookie, 'job', '3f1c1f7e-0000-4000-8000-000000000000');
    expect(job.statusCode).toBe(404);
    expect(job.json()).toMatchObject({ code: 'JOB_NOT_FOUND', message: 'Vaga não encontrada.' });
  });

  it('refuses favouriting oneself with a Portuguese 400', async () => {
    const res = await put(models[1]?.cookie, 'model', models[1]?.user.profile_slug as string);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FAVORITE_SELF', message: 'Você não pode favoritar o seu próprio perfil.' });
  });

  it('refuses guests with 401 on every favourites route', async () => {
    const slug = models[0]?.user.profile_slug as string;
    for (const res of [
      await put(undefined, 'model', slug),
      await del(undefined, 'model', slug),
      await t.app.inject({ url: '/api/favorites/keys' }),
      await t.app.inject({ url: '/api/favorites?kind=model' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('GET /api/favorites and /api/favorites/keys', () => {
  it('never show another user’s favourites', async () => {
    await put(contractor.cookie, 'model', models[2]?.user.profile_slug as string);
    expect((await keys(otherUser.cookie)).json()).toEqual({ model: [], contractor: [], job: [] });
    expect((await list(otherUser.cookie, 'kind=model')).json()).toEqual({ kind: 'model', items: [], nextCursor: null });
    // No parameter reaches someone else's list.
    expect((await list(otherUser.cookie, `kind=model&user_id=${contractor.user.id}`)).statusCode).toBe(400);
    await clearFavorites(contractor.cookie);
  });

  it('pages newest first with a keyset cursor, without repeats or gaps when hearts are added meanwhile', async () => {
    await clearFavorites(photographer.cookie);
    const slugs = models.map((model) => model.user.profile_slug);
    for (const slug of slugs.slice(0, 4)) expect((await put(photographer.cookie, 'model', slug)).statusCode).toBe(204);

    const first = (await list(photographer.cookie, 'kind=model&limit=2')).json();
    expect(first.items.map((card: { profile_slug: string }) => card.profile_slug)).toEqual([slugs[3], slugs[2]]);
    expect(first.items[0]).toMatchObject({ first_name: 'Duda', last_name: 'Teste', city: 'São Paulo', state: 'SP', is_pro: false, is_verified: false });
    expect(first.items[0].profile_image_url).toMatch(/-480\.webp$/);
    expect(first.nextCursor).toEqual(expect.any(String));

    // A heart added between pages goes to the top, never into the pages being read.
    await put(photographer.cookie, 'model', slugs[4] as string);
    const second = (await list(photographer.cookie, `kind=model&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(second.items.map((card: { profile_slug: string }) => card.profile_slug)).toEqual([slugs[1], slugs[0]]);
    expect(second.nextCursor).toBeNull();

    const all = (await list(photographer.cookie, 'kind=model')).json();
    expect(all.items.map((card: { profile_slug: string }) => card.profile_slug)).toEqual([slugs[4], slugs[3], slugs[2], slugs[1], slugs[0]]);

    expect((await list(photographer.cookie, 'kind=model&cursor=nao-e-um-cursor')).statusCode).toBe(400);
    expect((await list(photographer.cookie, 'kind=vaga')).statusCode).toBe(400);
    expect((await list(photographer.cookie, 'kind=job')).json()).toEqual({ kind: 'job', items: [], nextCursor: null });
  });

  it('drop suspended and hidden profiles from the list; a suspended one is still removable', async () => {
    await clearFavorites(otherUser.cookie);
    const [hidden, suspended, visible] = [models[0], models[1], models[2]] as [Account, Account, Account];
    for (const model of [hidden, suspended, visible]) expect((await put(otherUser.cookie, 'model', model.user.profile_slug)).statusCode).toBe(204);

    await t.database.db.update(profiles).set({ isHidden: true }).where(eq(profiles.userId, hidden.user.id));
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    try {
      const page = (await list(otherUser.cookie, 'kind=model')).json();
      expect(page.items.map((card: { profile_slug: string }) => card.profile_slug)).toEqual([visible.user.profile_slug]);
      // The hidden profile's page is still reachable by link, so its heart stays lit; the suspended one's is gone.
      expect((await keys(otherUser.cookie)).json().model.sort()).toEqual([hidden.user.profile_slug, visible.user.profile_slug].sort());
      // Suspended looks missing to a new heart, but an old heart can be taken back.
      expect((await put(contractor.cookie, 'model', suspended.user.profile_slug)).statusCode).toBe(404);
      expect((await del(otherUser.cookie, 'model', suspended.user.profile_slug)).statusCode).toBe(204);
    } finally {
      await t.database.db.update(profiles).set({ isHidden: false }).where(eq(profiles.userId, hidden.user.id));
      await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, suspended.user.id));
    }
    // Lifting the suspension brings back only what was not removed.
    const after = (await list(otherUser.cookie, 'kind=model')).json();
    expect(after.items.map((card: { profile_slug: string }) => card.profile_slug).sort()).toEqual([hidden.user.profile_slug, visible.user.profile_slug].sort());
  });
});
