import { applicationStates, contractStates, platformFeeCents } from '@passarela/shared';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../lib/storage/storage.ts';
import { createAdminOverviewRepository, createAdminOverviewService } from '../../modules/admin/index.ts';
import { createLedgerRepository } from '../../modules/ledger/index.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import type { Database, DatabaseHandle } from '../client.ts';
import { DEMO_GALLERY_POOL_SIZE, demoGalleryPhotos, galleryPhotoGender } from './demo-gallery.ts';
import { planDemoHistory } from './demo-history-plan.ts';
import { demoGenderOfFirstName } from './demo-people.ts';
import { DEMO_PORTRAIT_POOL_SIZE, demoPortraitUrls, portraitLook } from './demo-portraits.ts';
import { DEMO_ID_PREFIX } from './generate-demo-profile.ts';
import { insertDemoHistory } from './insert-demo-history.ts';
import { DEFAULT_DEMO_SEED, seedDemo, seedDemoOnFirstStart, STARTUP_DEMO_COUNT } from './seed-demo.ts';

/**
 * The first start's demo marketplace (SEED_DEMO): its people, jobs and history, seeded once through
 * the real code, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
 */

/** Uploads kept in memory: the keys written, and URLs like the local disk's. */
function memoryStorage(): Storage & { keys: Set<string> } {
  const keys = new Set<string>();
  return {
    keys,
    async put(key) {
      keys.add(key);
    },
    async delete(prefix) {
      for (const key of keys) if (key.startsWith(prefix)) keys.delete(key);
    },
    publicUrl: (key) => `/media/${key}`,
  };
}

let handle: DatabaseHandle;
let db: Database;
const storage = memoryStorage();
const demoLike = `${DEMO_ID_PREFIX}${DEFAULT_DEMO_SEED}\\_%`;

async function rows<Row extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows as Row[];
}

async function tableCounts() {
  const [row] = await rows<Record<string, number>>(sql`select
    (select count(*)::int from users) as users, (select count(*)::int from jobs) as jobs,
    (select count(*)::int from applications) as applications, (select count(*)::int from proposals) as proposals,
    (select count(*)::int from contracts) as contracts, (select count(*)::int from reviews) as reviews,
    (select count(*)::int from ledger_transfers) as transfers, (select count(*)::int from profile_media) as media,
    (select count(*)::int from favorites) as favorites, (select count(*)::int from notifications) as notifications`);
  return row;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedDemoOnFirstStart(db, storage, pino({ level: 'silent' }));
}, 240_000);
afterAll(async () => {
  await handle?.close();
});

describe('the demo history of the first start', () => {
  it('has applications in every state of the application graph, and proposals in every answer', async () => {
    const applications = await rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from applications group by status`);
    expect(applications.map((row) => row.status).sort()).toEqual([...applicationStates].sort());
    const proposals = await rows<{ status: string }>(sql`select distinct status from proposals`);
    expect(proposals.map((row) => row.status).sort()).toEqual(['accepted', 'declined', 'pending', 'withdrawn']);
    // Each hired application has its proposal; every step is in the log.
    const [hired] = await rows<{ missing: number }>(
      sql`select count(*)::int as missing from applications a where a.status = 'hired' and not exists (select 1 from proposals p where p.application_id = a.id)`,
    );
    expect(hired?.missing).toBe(0);
    const [unlogged] = await rows<{ n: number }>(
      sql`select count(*)::int as n from contracts c where not exists (select 1 from hiring_transitions t where t.entity_id = c.id and t.to_state = c.status)`,
    );
    expect(unlogged?.n).toBe(0);
  });

  it('has contracts in every state, with the money where each state says it is', async () => {
    const contracts = await rows<{
      id: string;
      status: string;
      amount_cents: number;
      fee_bps: number | null;
      model_id: string;
      owner_id: string;
      escrow: string | null;
    }>(
      sql`select c.id, c.status, c.amount_cents, c.fee_bps, c.model_id, c.owner_id,
            (select a.balance_cents::text from ledger_accounts a where a.kind = 'escrow' and a.contract_id = c.id) as escrow
          from contracts c`,
    );
    expect(new Set(contracts.map((row) => row.status))).toEqual(new Set(contractStates));
    const held = (row: { escrow: string | null }) => Number(row.escrow ?? 0);
    for (const row of contracts) {
      if (row.status === 'funded' || row.status === 'disputed') expect(held(row), row.status).toBe(row.amount_cents);
      else expect(held(row), row.status).toBe(0);
    }
    // Completed: the model got the amount less the fee frozen at funding, the platform the fee.
    const completed = contracts.filter((row) => row.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(5);
    for (const row of completed) expect(row.fee_bps).not.toBeNull();
    const feeOf = (row: (typeof completed)[number]) => platformFeeCents(row.amount_cents, row.fee_bps ?? 0);
    const fees = completed.reduce((sum, row) => sum + feeOf(row), 0);
    expect(fees).toBeGreaterThan(0);
    const ledger = createLedgerRepository(db);
    // Plus the fees of the demo's shoot bookings (insert-demo-shoots.ts).
    const [shootFees] = await rows<{ cents: number }>(
      sql`select coalesce(sum(e.amount_cents), 0)::int as cents from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
           join ledger_accounts a on a.id = e.account_id where a.kind = 'platform_revenue' and t.shoot_booking_id is not null`,
    );
    expect(await ledger.balance({ kind: 'platform_revenue' })).toBe(fees + (shootFees?.cents ?? 0));
    const earned = new Map<string, number>();
    for (const row of completed) earned.set(row.model_id, (earned.get(row.model_id) ?? 0) + row.amount_cents - feeOf(row));
    for (const [modelId, cents] of earned) expect(await ledger.balance({ kind: 'user_wallet', userId: modelId })).toBe(cents);
    // A refunded contract's money is back in its owner's wallet.
    const refunds = await rows<{ contract_id: string }>(sql`select contract_id from ledger_transfers where kind = 'escrow_refund'`);
    expect(refunds.length).toBeGreaterThan(0);
    const kinds = await rows<{ kind: string }>(sql`select distinct kind from ledger_transfers`);
    expect(kinds.map((row) => row.kind).sort()).toEqual([
      'contract_funding',
      'escrow_refund',
      'escrow_release',
      'platform_fee',
      'shoot_payment',
      'shoot_release',
      'topup',
    ]);
  });

  it('gives photographers packages, weekly hours and completed shoots with both reviews, the money released less the fee', async () => {
    const [shoots] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from shoot_packages where status = 'active') as packages,
      (select count(*)::int from shoot_availability) as hours,
      (select count(*)::int from shoot_bookings where status = 'completed') as completed,
      (select count(*)::int from reviews where shoot_booking_id is not null) as reviews,
      (select coalesce(sum(a.balance_cents), 0)::int from ledger_accounts a where a.shoot_booking_id is not null) as held`);
    expect(shoots?.packages).toBeGreaterThan(0);
    expect(shoots?.hours).toBeGreaterThan(0);
    expect(shoots?.completed).toBeGreaterThan(0);
    expect(shoots?.reviews).toBe((shoots?.completed ?? 0) * 2);
    expect(shoots?.held).toBe(0);
  });

  it('keeps the ledger balanced: every transfer sums to zero, every balance is the sum of its entries', async () => {
    expect(await createLedgerRepository(db).total()).toBe(0);
    const unbalanced = await rows<{ id: string }>(sql`select transfer_id as id from ledger_entries group by transfer_id having sum(amount_cents) <> 0`);
    expect(unbalanced).toEqual([]);
    const accounts = await rows<{ kind: string; balance: string; entries: string }>(sql`
      select a.kind, a.balance_cents::text as balance, coalesce(sum(e.amount_cents), 0)::text as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.id`);
    expect(accounts.length).toBeGreaterThan(10);
    for (const account of accounts) {
      expect(account.balance, account.kind).toBe(account.entries);
      if (account.kind !== 'provider_clearing' && account.kind !== 'platform_revenue') expect(Number(account.balance)).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives completed contracts double-blind reviews, some replied, and profiles their ratings', async () => {
    const reviews = await rows<{ contract_id: string; reply: string | null; status: string }>(
      sql`select r.contract_id, r.reply, c.status from reviews r join contracts c on c.id = r.contract_id`,
    );
    expect(reviews.every((review) => review.status === 'completed')).toBe(true);
    const perContract = new Map<string, number>();
    for (const review of reviews) perContract.set(review.contract_id, (perContract.get(review.contract_id) ?? 0) + 1);
    expect([...perContract.values()].filter((n) => n === 2).length).toBeGreaterThanOrEqual(5);
    expect(reviews.some((review) => review.reply)).toBe(true);
    const rated = await rows<{ user_type: string }>(sql`select u.user_type from profiles p join users u on u.id = p.user_id where p.rating_count > 0`);
    expect(rated.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rated.map((row) => row.user_type)).has('model')).toBe(true);
  });

  it('writes the place of proposals and contracts the one way, "São Paulo, SP"', async () => {
    const places = await rows<{ place: string }>(sql`select place from proposals union all select place from contracts`);
    expect(places.length).toBeGreaterThan(10);
    for (const row of places) expect(row.place).toMatch(/^[^,/]+, [A-Z]{2}$/);
  });

  it('gives every model 3 to 6 gallery photos of their gender, stored in the gallery widths', async () => {
    const pool = demoGalleryPhotos(storage);
    const galleries = await rows<{ user_id: string; gender: string; urls: string[] }>(sql`
      select u.id as user_id, p.gender, coalesce(array_agg(m.url order by m.position) filter (where m.id is not null), '{}') as urls
      from users u join profiles p on p.user_id = u.id left join profile_media m on m.user_id = u.id
      where u.user_type = 'model' and u.id like ${demoLike} group by u.id, p.gender`);
    expect(galleries.length).toBeGreaterThan(100);
    for (const gallery of galleries) {
      expect(gallery.urls.length, gallery.user_id).toBeGreaterThanOrEqual(3);
      expect(gallery.urls.length, gallery.user_id).toBeLessThanOrEqual(6);
      expect(new Set(gallery.urls).size).toBe(gallery.urls.length);
      for (const url of gallery.urls) expect(galleryPhotoGender(pool.findIndex((photo) => photo.url === url))).toBe(gallery.gender);
    }
    for (let index = 0; index < DEMO_GALLERY_POOL_SIZE; index++) {
      for (const width of [480, 960, 1600]) expect(storage.keys.has(`demo/gallery/photo-${String(index).padStart(2, '0')}-${width}.webp`)).toBe(true);
    }
  });

  it("gives every photographer a portfolio of 4 to 6 shots, and every package a cover from it", async () => {
    const portfolios = await rows<{ user_id: string; photos: number }>(sql`
      select u.id as user_id, count(m.id)::int as photos from users u left join profile_media m on m.user_id = u.id
      where u.user_type = 'photographer' and u.id like ${demoLike} group by u.id`);
    expect(portfolios.length).toBeGreaterThan(3);
    for (const portfolio of portfolios) {
      expect(portfolio.photos, portfolio.user_id).toBeGreaterThanOrEqual(4);
      expect(portfolio.photos, portfolio.user_id).toBeLessThanOrEqual(6);
    }
    const packages = await rows<{ id: string; covers: number; own: boolean }>(sql`
      select s.id, cardinality(s.cover_media_ids) as covers,
        not exists (select 1 from unnest(s.cover_media_ids) c where not exists (select 1 from profile_media m where m.id = c and m.user_id = s.photographer_id)) as own
      from shoot_packages s where s.photographer_id like ${demoLike}`);
    expect(packages.length).toBeGreaterThan(3);
    for (const pkg of packages) {
      expect(pkg.covers, pkg.id).toBeGreaterThanOrEqual(1);
      expect(pkg.own, pkg.id).toBe(true);
    }
  });

  it("gives everyone a portrait of their name's gender, and a model one of her appearance", async () => {
    const pool = demoPortraitUrls(storage);
    const people = await rows<{ first_name: string; user_type: string; model_type: string | null; profile_image_url: string }>(
      sql`select p.first_name, u.user_type, p.model_type, p.profile_image_url from profiles p join users u on u.id = p.user_id where u.id like ${demoLike}`,
    );
    expect(people.length).toBe(STARTUP_DEMO_COUNT);
    expect(people.filter((person) => person.user_type !== 'model').length).toBeGreaterThan(20);
    for (const person of people) {
      const portrait = pool.indexOf(person.profile_image_url);
      expect(portrait).toBeGreaterThanOrEqual(0);
      expect(portrait).toBeLessThan(DEMO_PORTRAIT_POOL_SIZE);
      expect(portraitLook(portrait).gender, `${person.first_name} (${person.user_type})`).toBe(demoGenderOfFirstName(person.first_name));
      if (person.model_type && person.model_type !== 'outro') expect(portraitLook(portrait).modelType).toBe(person.model_type);
    }
  });

  it('adds favourites and notifications, and shows non-zero numbers in the admin overview', async () => {
    const counts = await tableCounts();
    expect(counts?.favorites).toBeGreaterThan(50);
    expect(counts?.notifications).toBeGreaterThan(100);
    const kinds = await rows<{ type: string }>(sql`select distinct type from notifications`);
    for (const type of ['application_received', 'proposal_accepted', 'contract_funded', 'contract_completed', 'contract_disputed', 'review_received']) {
      expect(kinds.map((row) => row.type)).toContain(type);
    }
    const overview = await createAdminOverviewService(createAdminOverviewRepository(db)).snapshot('month');
    expect(overview.applications_total).toBeGreaterThan(20);
    expect(overview.open_jobs).toBeGreaterThan(10);
    expect(overview.contracted_cents).toBeGreaterThan(0);
    expect(Object.keys(overview.contracts_by_status).sort()).toEqual([...contractStates].sort());
    expect(overview.series.contracts.reduce((sum, bucket) => sum + bucket.value, 0)).toBeGreaterThan(0);
  });

  it('is added once: a second start, another seeding run or the history again add nothing', async () => {
    const before = await tableCounts();
    await seedDemoOnFirstStart(db, storage, pino({ level: 'silent' }));
    expect(await tableCounts()).toEqual(before);
    expect(
      await insertDemoHistory(db, {
        seed: DEFAULT_DEMO_SEED,
        people: STARTUP_DEMO_COUNT,
        gallery: demoGalleryPhotos(storage),
        logger: pino({ level: 'silent' }),
      }),
    ).toBeNull();
    // demo:seed --count 3 adds people, not a second history.
    const more = await seedDemo(db, storage, { count: 3 });
    expect(more).toMatchObject({ added: 3, start: STARTUP_DEMO_COUNT, history: null });
    const after = await tableCounts();
    expect(after).toEqual({ ...before, users: (before?.users ?? 0) + 3 });
  });
});

describe('the demo history script', () => {
  it('is the same for the same seed, people, jobs and moment', () => {
    const people = Array.from({ length: 30 }, (_, index) => ({
      id: `demo_5_${index}`,
      userType: index % 5 === 0 ? 'contractor' : index % 7 === 0 ? 'photographer' : 'model',
      firstName: index % 3 === 0 ? 'Pedro' : 'Ana',
      lastName: 'Silva',
      gender: index % 3 === 0 ? 'masculino' : 'feminino',
      city: 'Recife',
      state: 'PE',
    }));
    const now = new Date('2026-03-01T12:00:00Z');
    const jobs = Array.from({ length: 6 }, (_, index) => ({
      id: `job-${index}`,
      ownerId: 'demo_5_0',
      title: `Vaga ${index}`,
      city: 'Recife',
      state: 'PE',
      startsOn: '2026-04-01',
      endsOn: null,
      payCents: 30_000,
      payUnit: 'day' as const,
      openings: 2,
      requiredGender: null,
      publishedAt: new Date(now.getTime() - index * 5 * 3_600_000),
    }));
    const plan = planDemoHistory({ seed: 5, people, jobs, now });
    expect(planDemoHistory({ seed: 5, people, jobs, now })).toEqual(plan);
    expect(planDemoHistory({ seed: 6, people, jobs, now })).not.toEqual(plan);
    // Nothing happens in the future, and each proposal is answered after it was made.
    const times = [
      ...plan.applications.flatMap((application) => [application.createdAt, application.decidedAt]),
      ...plan.deals.flatMap((deal) => [deal.proposedAt, deal.answeredAt, deal.fundedAt, deal.ended?.at, ...deal.reviews.map((review) => review.at)]),
    ].filter((time): time is Date => time instanceof Date);
    expect(times.every((time) => time.getTime() <= now.getTime())).toBe(true);
    for (const deal of plan.deals) if (deal.answeredAt) expect(deal.answeredAt.getTime()).toBeGreaterThanOrEqual(deal.proposedAt.getTime());
  });

  it("words each review in the reviewed model's gender, each reply in its writer's, and places as 'Recife, PE'", () => {
    // Words of the demo texts that describe (or, in a reply or a message, that are said by) a woman, and a man.
    const feminine = /\b(simpática|atrasada|boa no trabalho|obrigada|a modelo)\b/i;
    const masculine = /\b(simpático|atrasado|bom no trabalho|obrigado|o modelo)\b/i;
    for (const [gender, wrong] of [
      ['masculino', feminine],
      ['feminino', masculine],
    ] as const) {
      const people = Array.from({ length: 40 }, (_, index) => ({
        id: `demo_7_${index}`,
        userType: index % 4 === 0 ? 'contractor' : 'model',
        firstName: 'Alex',
        lastName: 'Souza',
        gender: index % 4 === 0 ? null : gender,
        city: 'Recife',
        state: 'PE',
      }));
      const plan = planDemoHistory({ seed: 7, people, jobs: [], now: new Date('2026-03-01T12:00:00Z') });
      const reviews = plan.deals.flatMap((deal) => deal.reviews);
      const ofModels = reviews.filter((review) => review.by === 'owner');
      expect(ofModels.length).toBeGreaterThan(3);
      expect(reviews.some((review) => review.reply)).toBe(true);
      for (const review of ofModels) expect(`${review.comment} ${review.reply?.text ?? ''}`, gender).not.toMatch(wrong);
      // Hirers' genders are not known: they thank in neutral words.
      for (const review of reviews.filter((ofHirer) => ofHirer.by === 'model')) expect(review.reply?.text ?? '').not.toMatch(/\bobrigad[ao]\b/i);
      for (const deal of plan.deals) {
        expect(deal.disputeReason ?? '').not.toMatch(wrong);
        expect(deal.place).toBe('Recife, PE');
      }
    }
  });
});
