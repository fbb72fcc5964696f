import { modelsQuerySchema, settingDefinitions } from '@passarela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingStatementRunner } from '../../test-support/counting-statement-runner.ts';
import { readPages } from '../../test-support/read-pages.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { ListPosition } from './list-cursor.ts';
import { fetchListRows, toPage } from './profile-list-sql.ts';
import { type ModelRow, modelsPageRequest } from './search.repository.ts';
import { insertPeople } from '../../test-support/list-people.ts';

// A search by word or city first walks the list in order (one prepared plan for any word) and
// falls back to a statement planned for the word when the walk stops short of a page. Both must
// answer exactly the same pages: this walks every page with walks from far too short to enough.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const days = (n: number) => new Date(Date.now() + n * 86_400_000);
  const pro = { subscriptionType: 'pro', subscriptionExpiresAt: days(30) };
  // State AC is this file's alone, so the walked segment holds only these people.
  await insertPeople(t.database.db, { city: 'Rio Branco', state: 'AC' }, [
    { label: 'Wnova', profile: { bio: 'Fotos de moda praia.' } },
    { label: 'Wraro-pro', user: pro, profile: { bio: 'Um trabalho raro em Xapuri.' } },
    { label: 'Wcomum1' },
    { label: 'Wcomum2', user: pro },
    { label: 'Wraro1', profile: { bio: 'Desfile raro em Cruzeiro do Sul.' } },
    { label: 'Wcomum3' },
    { label: 'Wcomum4', user: pro },
    { label: 'Wcomum5' },
    { label: 'Wjoao', profile: { firstName: 'João' } },
    { label: 'Wraro2', profile: { bio: 'Outro trabalho raro.' } },
    { label: 'Wcomum6' },
  ]);
  await insertPeople(t.database.db, { city: 'Xapuri', state: 'AC' }, [{ label: 'Wxapuri' }, { label: 'Wxapuri-pro', user: pro }]);
});
afterAll(async () => {
  await t?.close();
});

type Search = Record<string, string | number>;

/** Every card of a search, page after page (or the first page only), with the walk given; counts the statements planned per word. */
async function everyPage(input: Search, walkRows: number, pages = Number.POSITIVE_INFINITY) {
  const { run, counts } = countingStatementRunner<ModelRow & Record<string, unknown>>(t.database.db);
  const query = modelsQuerySchema.parse(input);
  const now = new Date();
  const cards = await readPages<ListPosition>(pages, async (after) => {
    const rows = await fetchListRows(run, {
      ...modelsPageRequest(query, { after, now, fetch: query.limit + 1, reviewWindowDays: settingDefinitions.REVIEW_WINDOW_DAYS.default }),
      walkRows,
    });
    const page = toPage(rows, query.limit, now);
    return { labels: page.rows.map((row) => `${row.last_name}${row.segment === 0 ? ' (PRO)' : ''}`), next: page.next };
  });
  return { cards, plannedForTheWord: counts.plannedForTheWord };
}

const searches: Search[] = [
  { state: 'AC', q: 'raro' },
  { state: 'AC', q: 'pessoa' },
  { state: 'AC', q: 'joao' },
  { state: 'AC', q: 'nenhuma-pessoa-assim' },
  { state: 'AC', city: 'xapuri' },
  { state: 'AC', city: 'Rio Branco', q: 'raro' },
  { q: 'wraro' },
];

describe('a search by word or city', () => {
  it('answers the same pages whether the walk fills them or the word is looked up', async () => {
    for (const search of searches) {
      for (const limit of [1, 2, 3, 5, 24]) {
        const input = { ...search, limit };
        const whole = await everyPage(input, 100_000);
        expect(whole.plannedForTheWord, JSON.stringify(input)).toBe(0);
        for (const walkRows of [1, 2, 3, 7]) {
          expect((await everyPage(input, walkRows)).cards, `${JSON.stringify(input)} walking ${walkRows}`).toEqual(whole.cards);
        }
      }
    }
  });

  it('finds the right people, PRO first', async () => {
    expect((await everyPage({ state: 'AC', q: 'raro' }, 100_000)).cards).toEqual(['Wraro-pro (PRO)', 'Wraro1', 'Wraro2']);
    expect((await everyPage({ state: 'AC', q: 'joao' }, 100_000)).cards).toEqual(['Wjoao']);
    // 'Xapuri' is one person's city and another's bio: city matches the city only.
    expect((await everyPage({ state: 'AC', city: 'xapuri' }, 100_000)).cards).toEqual(['Wxapuri-pro (PRO)', 'Wxapuri']);
  });

  it('reads the word index only when a short walk ends without a page', async () => {
    // Common word: the first three walked cards already make the first page of two (and the next card).
    expect((await everyPage({ state: 'AC', q: 'pessoa', limit: 2 }, 3, 1)).plannedForTheWord).toBe(0);
    // Rare word: two walked PRO cards hold one of the three it needs, and two walked others none,
    // so the word is looked up in each segment.
    expect((await everyPage({ state: 'AC', q: 'raro', limit: 2 }, 2, 1)).plannedForTheWord).toBe(2);
  });
});
