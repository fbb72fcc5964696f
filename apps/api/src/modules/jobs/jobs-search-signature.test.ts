import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, profiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { textSearchCondition, textSignatureSearch } from '../../db/text-search.ts';
import { insertPeople } from '../../test-support/list-people.ts';

// A /vagas search turns jobs down by search_signature (migration 0017) before it reads their text.
// The signature may let through a job the words are not in (LIKE then turns it down), but must
// never turn down one they are in: here every word and piece of the jobs' own texts, accents,
// punctuation and all, finds exactly what LIKE alone finds, and words no job holds find nothing.

const TEXTS: { title: string; description: string; city: string }[] = [
  { title: 'Recepcionista para feira em São Paulo', description: 'Evento no Anhembi, das 9h às 18h. Cachê de R$ 1.500,00.', city: 'São Paulo' },
  { title: 'Modelo de mãos — catálogo', description: 'Fotos de anéis e relógios; e-mail com portfólio. Ação rápida!', city: 'Ribeirão Preto' },
  { title: 'PROMOTORA bilíngue (inglês/espanhol)', description: 'Degustação de açaí e pão de queijo; 100% presencial, 3_turnos.', city: 'Belém' },
  { title: 'Hostess', description: 'Curta.', city: 'Itu' },
  {
    title: 'Campanha de verão com diária longa',
    // Long, as real descriptions can be: many trigrams fill many bits, and none may be missed.
    description: Array.from(
      { length: 40 },
      (_, n) => `Trecho ${n} da descrição com palavras variadas: fotógrafo${n}, maquiagem-${n}, júri/${n}, ação${n}.`,
    ).join(' '),
    city: 'Florianópolis',
  },
];

let t: TestApp;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await insertPeople(db, { city: 'Assinatura', state: 'AC' }, [{ label: 'Jsig-dono', user: { userType: 'contractor' } }]);
  const [owner] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.lastName, 'Jsig-dono'));
  ownerId = owner?.userId as string;
  for (const text of TEXTS) {
    await db.insert(jobs).values({ ownerId, ...text, jobType: 'feira', state: 'SP', startsOn: '2030-01-10', payCents: 20_000, payUnit: 'day', status: 'open' });
  }
});
afterAll(async () => {
  await t?.close();
});

async function titlesWhere(condition: SQL | undefined, prefix = sql``): Promise<string[]> {
  const { rows } = await t.database.db.execute<{ title: string }>(
    sql`${prefix}select j.title from jobs j where j.owner_id = ${ownerId} and ${condition ?? sql`true`} order by j.title`,
  );
  return rows.map((row) => row.title);
}

/** The jobs whose signature has the bits the search tests. */
async function titlesBySignature(q: string, andAlso?: SQL): Promise<string[]> {
  const search = textSignatureSearch(sql`j.search_signature`, q);
  if (!search) throw new Error(`no words in ${q}`);
  return titlesWhere(andAlso ? sql`${search.condition} and ${andAlso}` : search.condition, search.with);
}

/** Every whitespace word of each text, and pieces of 1 to 12 characters cut at fixed pseudo-random places (spaces and punctuation included). */
function searchesFromTexts(): string[] {
  const searches = new Set<string>();
  let seed = 7;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % below;
  };
  for (const { title, description, city } of TEXTS) {
    const whole = `${title} ${description} ${city}`;
    for (const word of whole.split(/\s+/)) searches.add(word);
    for (let piece = 0; piece < 40; piece++) {
      const start = next(whole.length);
      searches.add(whole.slice(start, start + 1 + next(12)));
    }
  }
  return [...searches].filter((search) => search.trim());
}

describe('jobs.search_signature', () => {
  it('never turns down a job the words are in', async () => {
    const searches = [...searchesFromTexts(), 'sao paulo', 'SÃO PAULO', 'ribeirao', 'acai', 'r$ 1.500', '100%', '3_turnos', 'e-mail', 'fotografo39 juri/12'];
    expect(searches.length).toBeGreaterThan(200);
    for (const q of searches) {
      const byText = await titlesWhere(textSearchCondition(sql`j.search_text`, q));
      expect(byText.length, q).toBeGreaterThan(0);
      expect(await titlesBySignature(q, textSearchCondition(sql`j.search_text`, q)), q).toEqual(byText);
    }
  });

  it('turns down the jobs that lack a trigram of the words', async () => {
    expect(await titlesBySignature('xyzzyq')).toEqual([]);
    expect(await titlesBySignature('ribeirao hostess')).toEqual([]);
    expect(await titlesBySignature('Ribeirão')).toEqual(['Modelo de mãos — catálogo']);
    // Shorter than three letters: no trigram to ask for, so every job goes on to LIKE.
    expect(await titlesBySignature('sp')).toHaveLength(TEXTS.length);
  });

  it('follows the text when a job is edited', async () => {
    const db = t.database.db;
    await db.update(jobs).set({ description: 'Agora com patinação artística.' }).where(sql`${jobs.ownerId} = ${ownerId} and ${jobs.title} = 'Hostess'`);
    expect(await titlesBySignature('patinacao')).toEqual(['Hostess']);
    expect(await titlesBySignature('curta')).toEqual([]);
  });
});
