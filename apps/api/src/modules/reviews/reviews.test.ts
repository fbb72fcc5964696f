import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, contracts, notifications, profiles, proposals, reviews } from '../../db/schema/index.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { actAs, createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/index.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createAccount>>;
const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };

let contractor: Account;
let model: Account;
let stranger: Account;
let admin: Account;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  contractor = await createAccount(t.app, { userType: 'contractor', first_name: 'Carla', last_name: 'Mendes', ...nonModel });
  model = await createAccount(t.app, { first_name: 'Ana', last_name: 'Souza' });
  stranger = await createAccount(t.app, { userType: 'photographer', first_name: 'Fábio', last_name: 'Lente', ...nonModel });
  admin = await createAccount(t.app, { first_name: 'Adm', last_name: 'Teste' });
  await createAuthRepository(t.database.db).makeAdmin(admin.user.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** A contract between the contractor and the model, inserted directly (the contracts routes belong to another module). */
async function makeContract(
  options: { status?: 'completed' | 'awaiting_payment' | 'funded'; completedDaysAgo?: number; owner?: Account; title?: string } = {},
) {
  const owner = options.owner ?? contractor;
  const db = t.database.db;
  const [proposal] = await db
    .insert(proposals)
    .values({
      ownerId: owner.user.id,
      modelId: model.user.id,
      title: options.title ?? 'Catálogo verão',
      workDate: '2026-12-01',
      place: 'São Paulo',
      amountCents: 50_000,
      status: 'accepted',
    })
    .returning({ id: proposals.id });
  const status = options.status ?? 'completed';
  const completedAt = status === 'completed' ? new Date(Date.now() - (options.completedDaysAgo ?? 1) * DAY) : null;
  const [contract] = await db
    .insert(contracts)
    .values({
      proposalId: proposal?.id as string,
      ownerId: owner.user.id,
      modelId: model.user.id,
      title: options.title ?? 'Catálogo verão',
      workDate: '2026-12-01',
      place: 'São Paulo',
      amountCents: 50_000,
      status,
      completedAt,
    })
    .returning({ id: contracts.id });
  return contract?.id as string;
}

const headers = (cookie?: string) => ({ origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) });
const review = (cookie: string | undefined, contractId: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/contracts/${contractId}/reviews`, headers: headers(cookie), payload: payload as object });
const contractReviews = (cookie: string | undefined, contractId: string) =>
  t.app.inject({ url: `/api/contracts/${contractId}/reviews`, headers: headers(cookie) });
const reply = (cookie: string | undefined, reviewId: string, text: string) =>
  t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/reply`, headers: headers(cookie), payload: { reply: text } });
const myReviews = (cookie: string, direction: string) => t.app.inject({ url: `/api/me/reviews?direction=${direction}`, headers: headers(cookie) });
const profileReviews = (slug: string) => t.app.inject({ url: `/api/profiles/${slug}/reviews` });

/** `owner`'s card on the first page of /contratantes (48 cards: every hirer this file makes). */
async function contractorCard(app: TestApp['app'], owner: Account) {
  const cards = (await app.inject({ url: '/api/contractors?limit=48' })).json();
  return cards.items.find((c: { profile_slug: string }) => c.profile_slug === owner.user.profile_slug);
}

async function notificationsOf(userId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('POST /api/contracts/:contractId/reviews', () => {
  it('lets each party review a completed contract once, notifying the reviewee', async () => {
    const contractId = await makeContract();
    const res = await review(contractor.cookie, contractId, { rating: 5, comment: '  Ótima profissional!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json().review;
    expect(body).toMatchObject({
      rating: 5,
      comment: 'Ótima profissional!',
      reply: null,
      reviewer: { name: 'Carla Mendes', profile_slug: contractor.user.profile_slug, user_type: 'contractor' },
      reviewee: { name: 'Ana Souza', profile_slug: model.user.profile_slug, user_type: 'model' },
      contract: { id: contractId, title: 'Catálogo verão' },
    });

    const again = await review(contractor.cookie, contractId, { rating: 4, comment: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REVIEWED', message: 'Você já avaliou este contrato.' });

    const received = (await notificationsOf(model.user.id)).filter((n) => n.type === 'review_received');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ title: 'Nova avaliação', link: '/dashboard?tab=reviews' });

    expect((await review(model.cookie, contractId, { rating: 4 })).statusCode).toBe(201);
  });

  it('answers 404 to anyone who is not a party (admins included) and for unknown contracts', async () => {
    const contractId = await makeContract();
    for (const account of [stranger, admin]) {
      const res = await review(account.cookie, contractId, { rating: 3, comment: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CONTRACT_NOT_FOUND', message: 'Contrato não encontrado.' });
    }
    expect((await review(contractor.cookie, '3f1c1f7e-0000-4000-8000-000000000000', { rating: 3 })).statusCode).toBe(404);
    expect((await review(contractor.cookie, 'nao-existe', { rating: 3 })).statusCode).toBe(400);
    expect((await review(undefined, contractId, { rating: 3 })).statusCode).toBe(401);
  });

  it('refuses contracts that are not completed and reviews after the window', async () => {
    const pending = await makeContract({ status: 'funded' });
    const res = await review(contractor.cookie, pending, { rating: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('REVIEW_CONTRACT_NOT_COMPLETED');

    const old = await makeContract({ completedDaysAgo: 15 });
    const late = await review(model.cookie, old, { rating: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'REVIEW_WINDOW_CLOSED', message: 'O prazo para avaliar este contrato terminou.' });
    const state = (await contractReviews(model.cookie, old)).json();
    expect(state.can_review).toBe(false);
  });

  it('follows the REVIEW_WINDOW_DAYS setting', async () => {
    const contractId = await makeContract({ completedDaysAgo: 15 });
    await t.database.db
      .insert(appSettings)
      .values({ key: 'REVIEW_WINDOW_DAYS', value: { value: 30 } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { value: 30 } } });
    // The settings cache lives 5 s; a fresh app reads the new value.
    const fresh = await createTestApp({ database: t.database });
    try {
      const res = await fresh.app.inject({
        method: 'POST',
        url: `/api/contracts/${contractId}/reviews`,
        headers: actAs('model', model.user.id),
        payload: { rating: 4 },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await fresh.app.close();
      await t.database.db.delete(appSettings).where(eq(appSettings.key, 'REVIEW_WINDOW_DAYS'));
    }
  });

  it('validates the body with Portuguese messages', async () => {
    const contractId = await makeContract();
    for (const payload of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 5, comment: 'x'.repeat(1001) },
      { rating: 5, extra: 1 },
    ]) {
      const res = await review(contractor.cookie, contractId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('visibility', () => {
  it('hides a review from the other party until both have reviewed, then shows both to both', async () => {
    const contractId = await makeContract();
    const first = (await review(contractor.cookie, contractId, { rating: 4, comment: 'Pontual.' })).json().review;

    const forModel = (await contractReviews(model.cookie, contractId)).json();
    expect(forModel).toMatchObject({ mine: null, theirs: null, can_review: true });
    expect(new Date(forModel.window_ends_at).getTime()).toBeGreaterThan(Date.now());
    const forAuthor = (await contractReviews(contractor.cookie, contractId)).json();
    expect(forAuthor.mine.id).toBe(first.id);
    expect(forAuthor.theirs).toBeNull();
    expect(forAuthor.can_review).toBe(false);

    // Not on the model's received list nor the public profile yet, but counted as waiting.
    const receivedBefore = (await myReviews(model.cookie, 'received')).json();
    expect(receivedBefore.items.map((r: { id: string }) => r.id)).not.toContain(first.id);
    expect(receivedBefore.pending_count).toBeGreaterThanOrEqual(1);
    expect((await profileReviews(model.user.profile_slug)).json().items.map((r: { id: string }) => r.id)).not.toContain(first.id);
    // The reviewee cannot reply to what she cannot see.
    expect((await reply(model.cookie, first.id, 'Obrigada!')).statusCode).toBe(404);

    const second = (await review(model.cookie, contractId, { rating: 5, comment: 'Ótima equipe.' })).json().review;
    const bothForModel = (await contractReviews(model.cookie, contractId)).json();
    expect(bothForModel.mine.id).toBe(second.id);
    expect(bothForModel.theirs.id).toBe(first.id);
    expect((await contractReviews(contractor.cookie, contractId)).json().theirs.id).toBe(second.id);
    expect((await myReviews(model.cookie, 'received')).json().items.map((r: { id: string }) => r.id)).toContain(first.id);
    expect((await myReviews(contractor.cookie, 'given')).json().items.map((r: { id: string }) => r.id)).toContain(first.id);
  });

  it('shows a lone review once the window has closed', async () => {
    const contractId = await makeContract({ completedDaysAgo: 2 });
    const only = (await review(model.cookie, contractId, { rating: 2, comment: 'Atrasou.' })).json().review;
    expect((await contractReviews(contractor.cookie, contractId)).json().theirs).toBeNull();
    await t.database.db
      .update(contracts)
      .set({ completedAt: new Date(Date.now() - 20 * DAY) })
      .where(eq(contracts.id, contractId));
    expect((await contractReviews(contractor.cookie, contractId)).json().theirs.id).toBe(only.id);
    expect((await profileReviews(contractor.user.profile_slug)).json().items.map((r: { id: string }) => r.id)).toContain(only.id);
  });

  it("keeps each review's copy of the contract's completion exact: written with the review, moved with the contract, never set by hand", async () => {
    const contractId = await makeContract({ completedDaysAgo: 2 });
    const only = (await review(model.cookie, contractId, { rating: 4 })).json().review;
    const copyOf = async () => (await t.database.db.select({ copy: reviews.contractCompletedAt }).from(reviews).where(eq(reviews.id, only.id)))[0]?.copy;
    const completedAt = async () => (await t.database.db.select({ at: contracts.completedAt }).from(contracts).where(eq(contracts.id, contractId)))[0]?.at;
    expect(await copyOf()).toEqual(await completedAt());

    const later = new Date(Date.now() - 30 * DAY);
    await t.database.db.update(contracts).set({ completedAt: later }).where(eq(contracts.id, contractId));
    expect(await copyOf()).toEqual(later);

    // A direct write cannot open (or close) a review's window.
    await t.database.db.update(reviews).set({ contractCompletedAt: new Date() }).where(eq(reviews.id, only.id));
    expect(await copyOf()).toEqual(later);
  });

  it('hidden reviews disappear for everyone but admins; the author still sees their own', async () => {
    const contractId = await makeContract();
    const a = (await review(contractor.cookie, contractId, { rating: 1, comment: 'Ofensa.' })).json().review;
    await review(model.cookie, contractId, { rating: 5 });
    await t.database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, a.id));

    expect((await contractReviews(model.cookie, contractId)).json().theirs).toBeNull();
    expect((await contractReviews(contractor.cookie, contractId)).json().mine.id).toBe(a.id);
    expect((await profileReviews(model.user.profile_slug)).json().items.map((r: { id: string }) => r.id)).not.toContain(a.id);
    expect((await myReviews(model.cookie, 'received')).json().items.map((r: { id: string }) => r.id)).not.toContain(a.id);
    const forAdmin = (await contractReviews(admin.cookie, contractId)).json();
    expect(forAdmin.mine.id).toBe(a.id);
    expect(forAdmin.can_review).toBe(false);
    expect((await reply(model.cookie, a.id, 'Não foi assim.')).statusCode).toBe(404);
  });

  it('answers GET 404 to users who are not parties (docs/security.md #8)', async () => {
    const contractId = await makeContract();
    const res = await contractReviews(stranger.cookie, contractId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CONTRACT_NOT_FOUND');
    expect((await contractReviews(undefined, contractId)).statusCode).toBe(401);
  });
});

describe('POST /api/reviews/:reviewId/reply', () => {
  it('lets the reviewee reply once; the author and strangers get 404; the author is notified', async () => {
    const contractId = await makeContract({ title: 'Editorial inverno' });
    const r = (await review(contractor.cookie, contractId, { rating: 5, comment: 'Excelente.' })).json().review;
    await review(model.cookie, contractId, { rating: 5 });

    for (const account of [contractor, stranger, admin]) {
      const res = await reply(account.cookie, r.id, 'Eu respondo?');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('REVIEW_NOT_FOUND');
    }
    const ok = await reply(model.cookie, r.id, '  Obrigada, Carla!  ');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().review).toMatchObject({ reply: 'Obrigada, Carla!' });
    expect(ok.json().review.replied_at).toBeTruthy();
    const twice = await reply(model.cookie, r.id, 'De novo');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_REPLIED', message: 'Você já respondeu a esta avaliação.' });
    expect((await reply(model.cookie, r.id, '   ')).statusCode).toBe(400);
    const replied = (await notificationsOf(contractor.user.id)).filter((n) => n.type === 'review_replied');
    expect(replied.at(-1)).toMatchObject({ title: 'Resposta à sua avaliação', link: '/dashboard?tab=reviews' });
  });
});

describe('ratings on profiles and cards', () => {
  it('averages visible, non-hidden reviews with one decimal on the profile, its reviews and the cards', async () => {
    const owner = await createAccount(t.app, { userType: 'photographer', first_name: 'Rita', last_name: 'Nota', ...nonModel });
    const ids: string[] = [];
    for (const rating of [5, 4, 4]) {
      const contractId = await makeContract({ owner });
      ids.push(contractId);
      await review(model.cookie, contractId, { rating });
      await review(owner.cookie, contractId, { rating: 5 });
    }
    // One more, only from the model: not visible yet, so it does not count.
    await review(model.cookie, await makeContract({ owner }), { rating: 1 });

    const listing = (await profileReviews(owner.user.profile_slug)).json();
    expect(listing.summary).toEqual({ average: 4.3, count: 3 });
    expect(listing.items).toHaveLength(3);
    const profile = (await t.app.inject({ url: `/api/profiles/${owner.user.profile_slug}` })).json().profile;
    expect(profile).toMatchObject({ rating_average: 4.3, rating_count: 3 });

    const card = await contractorCard(t.app, owner);
    expect(card).toMatchObject({ rating_average: 4.3, rating_count: 3 });
    const modelCard = (await t.app.inject({ url: '/api/models?limit=48' }))
      .json()
      .items.find((c: { profile_slug: string }) => c.profile_slug === model.user.profile_slug);
    expect(modelCard.rating_count).toBeGreaterThan(0);

    expect((await profileReviews('ninguem-com-este-nome')).statusCode).toBe(404);
    expect((await profileReviews('nome%20estranho')).statusCode).toBe(404);
  });

  it('counts a review hidden by reports (hidden_at, hidden_by) nowhere, exactly like one an admin hid', async () => {
    const owner = await createAccount(t.app, { userType: 'photographer', first_name: 'Raquel', last_name: 'Denunciada', ...nonModel });
    const received: string[] = [];
    for (const rating of [5, 1]) {
      const contractId = await makeContract({ owner });
      received.push((await review(model.cookie, contractId, { rating })).json().review.id);
      await review(owner.cookie, contractId, { rating: 5 });
    }
    expect((await profileReviews(owner.user.profile_slug)).json().summary).toEqual({ average: 3, count: 2 });

    // What the reports module does when three people report a review.
    await t.database.db
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenBy: 'reports' })
      .where(eq(reviews.id, received[1] as string));
    const listing = (await profileReviews(owner.user.profile_slug)).json();
    expect(listing.summary).toEqual({ average: 5, count: 1 });
    expect(listing.items.map((r: { id: string }) => r.id)).toEqual([received[0]]);
    expect((await t.app.inject({ url: `/api/profiles/${owner.user.profile_slug}` })).json().profile).toMatchObject({ rating_average: 5, rating_count: 1 });
    expect(await contractorCard(t.app, owner)).toMatchObject({ rating_average: 5, rating_count: 1 });
    expect((await myReviews(owner.cookie, 'received')).json().items.map((r: { id: string }) => r.id)).toEqual([received[0]]);
  });

  it('rates list cards with the REVIEW_WINDOW_DAYS setting', async () => {
    const owner = await createAccount(t.app, { userType: 'contractor', first_name: 'Lia', last_name: 'Janela', ...nonModel });
    const contractId = await makeContract({ owner, completedDaysAgo: 2 });
    await review(model.cookie, contractId, { rating: 3 });
    // A lone review shows once the window has closed: 20 days after completion is past 14, not 30.
    await t.database.db
      .update(contracts)
      .set({ completedAt: new Date(Date.now() - 20 * DAY) })
      .where(eq(contracts.id, contractId));
    const cardOf = (app: TestApp['app']) => contractorCard(app, owner);
    expect(await cardOf(t.app)).toMatchObject({ rating_average: 3, rating_count: 1 });
    await t.database.db.insert(appSettings).values({ key: 'REVIEW_WINDOW_DAYS', value: { value: 30 } });
    // The settings cache lives 5 s; a fresh app reads the new value.
    const fresh = await createTestApp({ database: t.database });
    try {
      const card = await cardOf(fresh.app);
      expect(card.profile_slug).toBe(owner.user.profile_slug);
      expect(card.rating_count).toBeUndefined();
    } finally {
      await fresh.app.close();
      await t.database.db.delete(appSettings).where(eq(appSettings.key, 'REVIEW_WINDOW_DAYS'));
    }
  });

  it('keeps profiles.has_reviews (which lets cards skip the rating lookup) true exactly while someone has a review not hidden', async () => {
    const owner = await createAccount(t.app, { userType: 'contractor', first_name: 'Dora', last_name: 'Marca', ...nonModel });
    const flag = async () => (await t.database.db.select({ has: profiles.hasReviews }).from(profiles).where(eq(profiles.userId, owner.user.id)))[0]?.has;
    const cardOf = () => contractorCard(t.app, owner);
    expect(await flag()).toBe(false);

    const first = await makeContract({ owner });
    const second = await makeContract({ owner });
    const a = (await review(model.cookie, first, { rating: 2 })).json().review;
    // Set while the lone review still waits for its window: the card then looks and finds none yet.
    expect(await flag()).toBe(true);
    expect((await cardOf()).rating_count).toBeUndefined();
    const b = (await review(model.cookie, second, { rating: 4 })).json().review;
    await t.database.db
      .update(contracts)
      .set({ completedAt: new Date(Date.now() - 30 * DAY) })
      .where(inArray(contracts.id, [first, second]));
    expect(await cardOf()).toMatchObject({ rating_average: 3, rating_count: 2 });

    // Hiding one of two leaves the flag; hiding both clears it; showing one again sets it.
    await t.database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, a.id));
    expect(await flag()).toBe(true);
    expect(await cardOf()).toMatchObject({ rating_average: 4, rating_count: 1 });
    await t.database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, b.id));
    expect(await flag()).toBe(false);
    expect((await cardOf()).rating_count).toBeUndefined();
    await t.database.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, a.id));
    expect(await flag()).toBe(true);
    expect(await cardOf()).toMatchObject({ rating_average: 2, rating_count: 1 });

    // A direct write to the flag is undone: it cannot hide a rating.
    await t.database.db.update(profiles).set({ hasReviews: false }).where(eq(profiles.userId, owner.user.id));
    expect(await flag()).toBe(true);

    // Deleted with its contract, the review takes the flag with it.
    await t.database.db.delete(contracts).where(eq(contracts.id, first));
    expect(await flag()).toBe(false);
    expect((await cardOf()).rating_count).toBeUndefined();
  });

  it('pages the caller’s lists with a cursor and refuses a forged one', async () => {
    const bad = await t.app.inject({ url: '/api/me/reviews?direction=given&cursor=nope', headers: headers(model.cookie) });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/me/reviews?direction=sideways', headers: headers(model.cookie) })).statusCode).toBe(400);
    const given = (await myReviews(model.cookie, 'given')).json();
    expect(given.pending_count).toBe(0);
    const dates = given.items.map((r: { created_at: string }) => r.created_at);
    expect(dates.toSorted((a: string, b: string) => b.localeCompare(a))).toEqual(dates);
    expect(given.items.every((r: { reviewer: { profile_slug: string } }) => r.reviewer.profile_slug === model.user.profile_slug)).toBe(true);
  });
});
