import { settingDefinitions } from '@passarela/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, contracts, profiles, proposals, reviews } from '../../db/schema/index.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ratingAverageOf, ratingTotalsSql, storedRatingColumnsSql, windowDaysParam } from './review-sql.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createAccount>>;
const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };
const DAY = 86_400_000;
const DEFAULT_WINDOW: number = settingDefinitions.REVIEW_WINDOW_DAYS.default;

let owners: Account[];
let models: Account[];

beforeAll(async () => {
  t = await createTestApp();
  owners = [
    await createAccount(t.app, { userType: 'contractor', first_name: 'Nina', last_name: 'Copiada', ...nonModel }),
    await createAccount(t.app, { userType: 'photographer', first_name: 'Otto', last_name: 'Copiado', ...nonModel }),
  ];
  models = [await createAccount(t.app, { first_name: 'Lara', last_name: 'Copiada' }), await createAccount(t.app, { first_name: 'Rui', last_name: 'Copiado' })];
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** A contract between `owner` and `model`, completed `completedAgoMs` ago (null: not completed). */
async function makeContract(owner: Account, model: Account, completedAgoMs: number | null): Promise<string> {
  const db = t.database.db;
  const terms = { ownerId: owner.user.id, modelId: model.user.id, title: 'Editorial', workDate: '2026-12-01', place: 'Recife', amountCents: 40_000 };
  const [proposal] = await db
    .insert(proposals)
    .values({ ...terms, status: 'accepted' })
    .returning({ id: proposals.id });
  const [contract] = await db
    .insert(contracts)
    .values({
      ...terms,
      proposalId: proposal?.id as string,
      status: completedAgoMs === null ? 'funded' : 'completed',
      completedAt: completedAgoMs === null ? null : new Date(Date.now() - completedAgoMs),
    })
    .returning({ id: contracts.id });
  return contract?.id as string;
}

interface Copy {
  user_id: string;
  rating_sum: number;
  rating_count: number;
  rating_current: boolean;
}

/** Counts as the drivers may hand them over. */
type Stored<Row> = { [K in keyof Row]: Row[K] extends number ? number | string : Row[K] } & Record<string, unknown>;

/** Each person's copy as a list reads it for `windowDays`. */
async function copiesOf(people: Account[], windowDays = DEFAULT_WINDOW): Promise<Map<string, Copy>> {
  const ids = people.map((person) => person.user.id);
  const result = await t.database.db.execute<Stored<Copy>>(
    sql`select p.user_id, ${storedRatingColumnsSql('p', windowDaysParam(windowDays))} from profiles p where p.user_id in ${ids}`,
  );
  return new Map(result.rows.map((row) => [row.user_id, { ...row, rating_sum: Number(row.rating_sum), rating_count: Number(row.rating_count) }]));
}

/** Each person's rating computed from the reviews, as a card with a stale copy is rated. */
async function totalsOf(people: Account[], windowDays = DEFAULT_WINDOW): Promise<Map<string, { rating_sum: number; rating_count: number }>> {
  const result = await t.database.db.execute<Stored<{ user_id: string; rating_sum: number; rating_count: number }>>(
    ratingTotalsSql(
      people.map((person) => person.user.id),
      windowDaysParam(windowDays),
    ),
  );
  return new Map(result.rows.map((row) => [row.user_id, { rating_sum: Number(row.rating_sum), rating_count: Number(row.rating_count) }]));
}

async function expectCopiesMatchReviews(people: Account[], step: string): Promise<void> {
  const [copies, totals] = await Promise.all([copiesOf(people), totalsOf(people)]);
  for (const person of people) {
    const copy = copies.get(person.user.id);
    const total = totals.get(person.user.id) ?? { rating_sum: 0, rating_count: 0 };
    expect({ step, current: copy?.rating_current, sum: copy?.rating_sum, count: copy?.rating_count }).toEqual({
      step,
      current: true,
      sum: total.rating_sum,
      count: total.rating_count,
    });
  }
}

/** A small deterministic generator, so a failing sequence can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('rating copies on profiles (migration 0018)', () => {
  it('reads REVIEW_WINDOW_DAYS in SQL as the settings do: the default when unset or invalid, else the stored days', async () => {
    const windowDays = async () => Number((await t.database.db.execute<{ days: number }>(sql`select passarela_review_window_days() as days`)).rows[0]?.days);
    expect(await windowDays()).toBe(DEFAULT_WINDOW);
    try {
      for (const [value, expected] of [
        [30, 30],
        [90, 90],
        [0, DEFAULT_WINDOW],
        [91, DEFAULT_WINDOW],
        ['30', DEFAULT_WINDOW],
        [7.5, DEFAULT_WINDOW],
      ] as const) {
        await t.database.db
          .insert(appSettings)
          .values({ key: 'REVIEW_WINDOW_DAYS', value: { value } })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: { value } } });
        expect({ value, days: await windowDays() }).toEqual({ value, days: expected });
      }
    } finally {
      await t.database.db.delete(appSettings).where(eq(appSettings.key, 'REVIEW_WINDOW_DAYS'));
    }
  });

  it('keeps every copy equal to the rating of the reviews through writes, hides, completions and deletions', async () => {
    const random = seeded(20261125);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const people = [...owners, ...models];
    const written: { id: string; contractId: string }[] = [];
    const contractIds: string[] = [];
    // Whole days, so no window closes while the test runs.
    const completions = [1 * DAY, 5 * DAY, 13 * DAY, 15 * DAY, 40 * DAY, null];
    for (let step = 0; step < 60; step++) {
      const action = random();
      if (action < 0.45 || written.length === 0) {
        const owner = pick(owners);
        const model = pick(models);
        const contractId = contractIds.length > 0 && random() < 0.4 ? pick(contractIds) : await makeContract(owner, model, pick(completions));
        if (!contractIds.includes(contractId)) contractIds.push(contractId);
        const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.id, contractId));
        // Either side of the contract reviews the other, once.
        const fromOwner = random() < 0.5;
        const reviewerId = fromOwner ? contract?.ownerId : contract?.modelId;
        const revieweeId = fromOwner ? contract?.modelId : contract?.ownerId;
        const inserted = await t.database.db
          .insert(reviews)
          .values({ contractId, reviewerId: reviewerId as string, revieweeId: revieweeId as string, rating: 1 + Math.floor(random() * 5) })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        for (const row of inserted) written.push({ id: row.id, contractId });
      } else if (action < 0.65) {
        const target = pick(written);
        await t.database.db
          .update(reviews)
          .set({ hiddenAt: random() < 0.6 ? new Date() : null })
          .where(eq(reviews.id, target.id));
      } else if (action < 0.85) {
        const target = pick(written);
        const completedAgo = pick(completions);
        await t.database.db
          .update(contracts)
          .set({ completedAt: completedAgo === null ? null : new Date(Date.now() - completedAgo) })
          .where(eq(contracts.id, target.contractId));
      } else {
        const target = pick(written);
        await t.database.db.delete(contracts).where(eq(contracts.id, target.contractId));
        const gone = written.filter((review) => review.contractId === target.contractId);
        written.splice(0, written.length, ...written.filter((review) => !gone.includes(review)));
        contractIds.splice(contractIds.indexOf(target.contractId), 1);
      }
      await expectCopiesMatchReviews(people, `step ${step}`);
    }
    // The sequence made ratings to compare, not only zeros.
    const totals = await totalsOf(people);
    expect([...totals.values()].filter((total) => total.rating_count > 0).length).toBeGreaterThan(1);
    expect(await t.app.services.ratingSummariesService.refresh()).toBe(0);
  });

  it('rates a card from the reviews once a waiting review shows, until refreshRatingSummaries remakes the copy', async () => {
    const owner = await createAccount(t.app, { userType: 'contractor', first_name: 'Vera', last_name: 'Prazo', ...nonModel });
    // A lone review whose window closes in 1.5 s: not visible yet, so the copy says none until then.
    const contractId = await makeContract(owner, models[0] as Account, DEFAULT_WINDOW * DAY - 1500);
    await t.database.db.insert(reviews).values({ contractId, reviewerId: models[0]?.user.id as string, revieweeId: owner.user.id, rating: 4 });
    const cardOf = async () => (await t.app.inject({ url: '/api/contractors?q=vera%20prazo' })).json().items[0];
    expect((await cardOf()).rating_count).toBeUndefined();
    expect((await copiesOf([owner])).get(owner.user.id)).toMatchObject({ rating_count: 0, rating_current: true });

    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await copiesOf([owner])).get(owner.user.id)).toMatchObject({ rating_count: 0, rating_current: false });
    expect(await cardOf()).toMatchObject({ profile_slug: owner.user.profile_slug, rating_average: 4, rating_count: 1 });

    expect(await t.app.services.ratingSummariesService.refresh()).toBe(1);
    expect((await copiesOf([owner])).get(owner.user.id)).toEqual({ user_id: owner.user.id, rating_sum: 4, rating_count: 1, rating_current: true });
    expect(await cardOf()).toMatchObject({ rating_average: 4, rating_count: 1 });
    expect(await t.app.services.ratingSummariesService.refresh()).toBe(0);
  });

  it('distrusts copies made for another window after the setting changes, and remakes them for the new one', async () => {
    const owner = await createAccount(t.app, { userType: 'photographer', first_name: 'Ivo', last_name: 'Janela', ...nonModel });
    // Completed 20 days ago: shown with 14 days, waiting again with 30.
    const contractId = await makeContract(owner, models[1] as Account, 20 * DAY);
    await t.database.db.insert(reviews).values({ contractId, reviewerId: models[1]?.user.id as string, revieweeId: owner.user.id, rating: 5 });
    expect((await copiesOf([owner])).get(owner.user.id)).toMatchObject({ rating_count: 1, rating_current: true });
    try {
      await t.database.db.insert(appSettings).values({ key: 'REVIEW_WINDOW_DAYS', value: { value: 30 } });
      expect((await copiesOf([owner], 30)).get(owner.user.id)).toMatchObject({ rating_count: 1, rating_current: false });
      expect((await totalsOf([owner], 30)).get(owner.user.id)).toBeUndefined();
      // Every profile with reviews was made for 14 days: all are remade, this one with none visible.
      const withReviews = await t.database.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.hasReviews, true));
      expect(await t.app.services.ratingSummariesService.refresh()).toBe(withReviews.length);
      expect((await copiesOf([owner], 30)).get(owner.user.id)).toMatchObject({ rating_count: 0, rating_sum: 0, rating_current: true });
    } finally {
      await t.database.db.delete(appSettings).where(eq(appSettings.key, 'REVIEW_WINDOW_DAYS'));
    }
    expect((await copiesOf([owner])).get(owner.user.id)).toMatchObject({ rating_current: false });
    await t.app.services.ratingSummariesService.refresh();
    expect((await copiesOf([owner])).get(owner.user.id)).toMatchObject({ rating_count: 1, rating_sum: 5, rating_current: true });
  });

  it('undoes a direct write to a copy', async () => {
    const owner = owners[0] as Account;
    const contractId = await makeContract(owner, models[0] as Account, 30 * DAY);
    await t.database.db.insert(reviews).values({ contractId, reviewerId: models[0]?.user.id as string, revieweeId: owner.user.id, rating: 2 });
    const before = (await copiesOf([owner])).get(owner.user.id);
    await t.database.db
      .update(profiles)
      .set({ ratingCount: 99, ratingSum: 495, ratingWindowDays: 30, ratingStaleAt: null })
      .where(inArray(profiles.userId, [owner.user.id]));
    expect((await copiesOf([owner])).get(owner.user.id)).toEqual(before);
    await expectCopiesMatchReviews([owner], 'direct write');
  });

  it('averages a copy to one decimal exactly as PostgreSQL rounds the live average', async () => {
    // Every sum of 1 to 40 reviews of 1-5 stars, halves (4.25, 4.75...) included.
    const result = await t.database.db.execute<{ sum: number; count: number; average: number | string } & Record<string, unknown>>(
      sql`select s.sum, c.count, round(s.sum::numeric / c.count, 1)::float8 as average
        from generate_series(1, 40) as c(count), generate_series(1, 200) as s(sum) where s.sum between c.count and 5 * c.count`,
    );
    expect(result.rows.length).toBeGreaterThan(3000);
    const differing = result.rows.filter((row) => ratingAverageOf(row.sum, row.count) !== Number(row.average));
    expect(differing).toEqual([]);
    expect(ratingAverageOf(17, 4)).toBe(4.3);
    expect(ratingAverageOf(0, 0)).toBeNull();
  });
});
