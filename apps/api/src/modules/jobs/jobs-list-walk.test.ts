import { type JobState, jobsQuerySchema } from '@passarela/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, profiles, users } from '../../db/schema/index.ts';
import { countingStatementRunner } from '../../test-support/counting-statement-runner.ts';
import { readPages } from '../../test-support/read-pages.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { JobListRow } from './job-card-sql.ts';
import type { JobsPosition } from './jobs-cursor.ts';
import { fetchJobRows } from './jobs-list-sql.ts';
import { insertPeople } from '../../test-support/list-people.ts';

// A /vagas search by word or city first walks the list in order (one prepared plan for any word)
// and falls back to the statement planned for the word when the walk stops short of a page. Both
// must answer exactly the same pages: this reads every page with walks from far too short to enough.

let t: TestApp;
/** Title -> id of this file's jobs. */
const idOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await insertPeople(db, { city: 'Rio Branco', state: 'AC' }, [
    { label: 'Jwalk-dono', user: { userType: 'contractor' }, profile: { isVerified: false } },
    { label: 'Jwalk-suspenso', user: { userType: 'contractor' }, profile: { isVerified: true } },
    { label: 'Jwalk-verificado', user: { userType: 'contractor' }, profile: { isVerified: true } },
  ]);
  const owners = await db
    .select({ lastName: profiles.lastName, userId: profiles.userId })
    .from(profiles)
    .where(inArray(profiles.lastName, ['Jwalk-dono', 'Jwalk-suspenso', 'Jwalk-verificado']));
  const ownerId = (lastName: string) => owners.find((owner) => owner.lastName === lastName)?.userId as string;
  const newest = Date.now() - 60_000;
  // Newest first; state AC and the word 'jwalk' are this file's alone. Two jobs hidden by
  // moderation match most searches; a verified owner's jobs are among the others'.
  const specs: {
    title: string;
    city?: string;
    state?: string;
    featured?: boolean;
    jobType?: string;
    payCents?: number;
    owner?: string;
    status?: JobState;
    hidden?: boolean;
  }[] = [
    { title: 'jwalk nova comum' },
    { title: 'jwalk destaque raro', featured: true },
    { title: 'jwalk comum dois', city: 'Xapuri', owner: 'Jwalk-verificado' },
    { title: 'jwalk suspensa comum', owner: 'Jwalk-suspenso' },
    { title: 'jwalk comum três', jobType: 'hostess' },
    { title: 'jwalk rascunho comum', status: 'draft' },
    { title: 'jwalk comum quatro', payCents: 90_000 },
    { title: 'jwalk raro dois', city: 'Xapuri', owner: 'Jwalk-verificado' },
    { title: 'jwalk comum cinco', featured: true, owner: 'Jwalk-verificado' },
    { title: 'jwalk comum seis', state: 'AP', city: 'Macapá' },
    { title: 'jwalk raro três' },
    { title: 'jwalk comum sete' },
    { title: 'jwalk oculta comum', city: 'Xapuri', owner: 'Jwalk-verificado', hidden: true },
    { title: 'jwalk oculta raro', hidden: true },
  ];
  for (const [index, spec] of specs.entries()) {
    const [row] = await db
      .insert(jobs)
      .values({
        ownerId: ownerId(spec.owner ?? 'Jwalk-dono'),
        title: spec.title,
        description: 'Vaga de teste para a lista.',
        jobType: spec.jobType ?? 'feira',
        city: spec.city ?? 'Rio Branco',
        state: spec.state ?? 'AC',
        startsOn: '2030-01-10',
        payCents: spec.payCents ?? 20_000,
        payUnit: 'day',
        status: spec.status ?? 'open',
        featured: spec.featured ?? false,
        publishedAt: new Date(newest - index * 60_000),
        moderationHiddenBy: spec.hidden ? 'reports' : null,
      })
      .returning({ id: jobs.id });
    idOf.set(spec.title, (row as { id: string }).id);
  }
  await db
    .update(users)
    .set({ suspendedAt: new Date() })
    .where(eq(users.id, ownerId('Jwalk-suspenso')));
});
afterAll(async () => {
  await t?.close();
});

type Search = Record<string, string | number>;

/** Every job of a search, page after page (or the first page only), with the walk given; counts the statements planned per word. */
async function everyPage(input: Search, walkRows: number, pages = Number.POSITIVE_INFINITY) {
  const { run, counts } = countingStatementRunner<JobListRow & Record<string, unknown>>(t.database.db);
  const query = jobsQuerySchema.parse(input);
  const titles = await readPages<JobsPosition>(pages, async (after) => {
    const rows = await fetchJobRows(run, query, { after, fetch: query.limit + 1, walkRows });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const next = rows.length > query.limit && last ? { featured: last.featured, publishedAt: last.published_at_key, id: last.id } : undefined;
    return { labels: page.map((row) => row.title), next };
  });
  return { titles, ...counts };
}

const searches: Search[] = [
  { q: 'jwalk' },
  { q: 'jwalk comum' },
  { q: 'jwalk raro' },
  { state: 'AC', q: 'jwalk' },
  { q: 'jwalk', city: 'xapuri' },
  { state: 'AC', city: 'rio branco' },
  { q: 'jwalk', job_type: 'feira', pay_max: 50_000 },
  { state: 'AC', q: 'jwalk', job_type: 'feira', pay_min: 10_000 },
  { city: 'xapuri', job_type: 'feira' },
  { q: 'jwalk comum', date_from: '2030-01-01', date_to: '2030-12-31' },
  { q: 'jwalk', job_type: 'hostess' },
  { q: 'jwalk nenhuma-vaga-assim' },
  { q: 'jwalk', verified: 'true' },
  { state: 'AC', verified: 'true' },
  { city: 'xapuri', verified: 'true' },
  { q: 'jwalk comum', job_type: 'feira', verified: 'true' },
];

describe('a /vagas search by word or city', () => {
  it('answers the same pages whether the walk fills them or the word is looked up', async () => {
    for (const search of searches) {
      for (const limit of [1, 2, 3, 5, 24]) {
        const input = { ...search, limit };
        const whole = await everyPage(input, 100_000);
        for (const walkRows of [1, 2, 3, 7]) {
          expect((await everyPage(input, walkRows)).titles, `${JSON.stringify(input)} walking ${walkRows}`).toEqual(whole.titles);
        }
      }
    }
  });

  it('finds the right open jobs, not hidden by moderation, of owners not suspended, featured first', async () => {
    expect((await everyPage({ q: 'jwalk raro' }, 100_000)).titles).toEqual(['jwalk destaque raro', 'jwalk raro dois', 'jwalk raro três']);
    expect((await everyPage({ q: 'jwalk', city: 'xapuri' }, 100_000)).titles).toEqual(['jwalk comum dois', 'jwalk raro dois']);
    expect((await everyPage({ q: 'jwalk comum', job_type: 'feira', pay_max: 50_000 }, 100_000)).titles).toEqual([
      'jwalk comum cinco',
      'jwalk nova comum',
      'jwalk comum dois',
      'jwalk comum seis',
      'jwalk comum sete',
    ]);
    expect(idOf.size).toBe(14);
  });

  it('keeps only verified owners’ jobs with verified=true, in every statement', async () => {
    const verifiedJobs = ['jwalk comum cinco', 'jwalk comum dois', 'jwalk raro dois'];
    expect((await everyPage({ q: 'jwalk', verified: 'true' }, 100_000)).titles).toEqual(verifiedJobs);
    expect((await everyPage({ state: 'AC', verified: 'true' }, 100_000)).titles).toEqual(verifiedJobs);
    expect((await everyPage({ city: 'xapuri', verified: 'true' }, 100_000)).titles).toEqual(['jwalk comum dois', 'jwalk raro dois']);
    expect((await everyPage({ q: 'jwalk comum', job_type: 'feira', verified: 'true' }, 100_000)).titles).toEqual(['jwalk comum cinco', 'jwalk comum dois']);
  });

  it('plans a statement for the word only when the walk ends short of a page', async () => {
    // Common word: the first four walked jobs (two featured) hold the page of two and the next job.
    expect((await everyPage({ q: 'jwalk comum', limit: 2 }, 4, 1)).plannedForTheWord).toBe(0);
    // Rare word: three walked jobs hold one of the three a page of two needs.
    expect((await everyPage({ q: 'jwalk raro', limit: 2 }, 3, 1)).plannedForTheWord).toBe(1);
    // Without word or city, one prepared statement.
    expect(await everyPage({ state: 'AC', limit: 2 }, 3, 1)).toMatchObject({ plannedForTheWord: 0, statements: 1 });
    // A word with other filters: the walk tests them in the index entries, and fills the page.
    expect(await everyPage({ q: 'jwalk comum', job_type: 'feira', limit: 2 }, 100_000, 1)).toMatchObject({ plannedForTheWord: 0, statements: 1 });
    // The same walk short of a page: two entries hold one job of a page of two.
    expect(await everyPage({ q: 'jwalk comum', job_type: 'feira', limit: 2 }, 2, 1)).toMatchObject({ plannedForTheWord: 1, statements: 2 });
  });
});
