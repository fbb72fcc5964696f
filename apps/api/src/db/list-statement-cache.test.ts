import { contractorsQuerySchema, jobsQuerySchema, modelsQuerySchema } from '@passarela/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fetchJobRows, type JobsPageArgs } from '../modules/jobs/jobs-list-sql.ts';
import { fetchListRows, type ListPageRequest, type ListSegment } from '../modules/search/profile-list-sql.ts';
import { contractorsPageRequest, modelsPageRequest, type PageArgs } from '../modules/search/search.repository.ts';
import { compileSql } from './compile-sql.ts';
import { createListStatementCache, type ListStatement } from './list-statement-cache.ts';

/** Every prepared statement a page runs (the run answers cut-short walks, so fallbacks run too). */
async function preparedStatements(request: ListPageRequest): Promise<ListStatement[]> {
  const statements: ListStatement[] = [];
  await fetchListRows(async (statement: ListStatement) => {
    if (statement.prepare) statements.push(statement);
    const marker = (segment: ListSegment) => ({ segment, walk_cut_short: true });
    return [marker(0), marker(1)];
  }, request);
  return statements;
}

const firstNow = new Date('2026-11-24T12:00:00.000Z');
const laterNow = new Date('2026-11-25T08:30:15.250Z');
const after = (segment: ListSegment, userId: string) => ({ now: firstNow, segment, createdAt: '2026-11-01 10:00:00.123456+00', userId });

/** Requests that differ from each other in one input at a time, so a key that left one out would mix two up. */
function requests(now: Date): ListPageRequest[] {
  const page = (extra: Partial<PageArgs> = {}): PageArgs => ({ after: undefined, now, fetch: 25, reviewWindowDays: 14, ...extra });
  const models = (input: Record<string, unknown>, args?: Partial<PageArgs>) => modelsPageRequest(modelsQuerySchema.parse(input), page(args));
  return [
    models({}),
    models({ state: 'SP' }),
    models({ state: 'RJ' }),
    models({ state: 'RJ', model_type: 'morena' }),
    models({ state: 'RJ', model_type: 'loira' }),
    models({ gender: 'feminino' }),
    models({ gender: 'masculino' }),
    models({ characteristics: ['natural'] }),
    models({ characteristics: ['natural', 'alta'] }),
    models({ height_min: '160', height_max: '180' }),
    models({ height_min: '161', height_max: '180' }),
    models({ q: 'são paulo' }),
    models({ q: 'joao' }),
    models({ city: 'Rio Branco', q: 'ana' }),
    models({ limit: '12' }),
    models({}, { reviewWindowDays: 30 }),
    models({}, { after: after(0, 'u1') }),
    models({}, { after: after(0, 'u2') }),
    models({}, { after: after(1, 'u2') }),
    { ...models({ q: 'ana' }), walkRows: 10 },
    contractorsPageRequest(contractorsQuerySchema.parse({}), page()),
    contractorsPageRequest(contractorsQuerySchema.parse({ type: 'photographer', q: 'joão' }), page()),
  ];
}

describe('list statement cache', () => {
  it('answers for every request exactly the statement built for it, across filters, cursors and times', async () => {
    const cache = createListStatementCache();
    let compared = 0;
    // The same requests again at another time: the second round is answered from the cache.
    for (const now of [firstNow, laterNow, firstNow]) {
      for (const request of requests(now)) {
        for (const statement of await preparedStatements(request)) {
          const reuse = statement.reuse;
          if (!reuse) throw new Error('a list request with a statementKey must make reusable statements');
          expect(cache.compiled(reuse.key, reuse.build, reuse.now)).toEqual(compileSql(statement.sql));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(60);
  });

  it('answers for every /vagas request exactly the statement built for it', async () => {
    const cache = createListStatementCache();
    const jobAfter = { featured: false, publishedAt: '2026-01-02 03:04:05.678901+00', id: '00000000-0000-4000-8000-000000000000' };
    const inputs: [Record<string, unknown>, Partial<JobsPageArgs>][] = [
      [{}, {}],
      [{ state: 'SP' }, {}],
      [{ state: 'RJ' }, {}],
      [{}, { after: jobAfter }],
      [{}, { after: { ...jobAfter, featured: true } }],
      [{ limit: '12' }, {}],
      [{ city: 'são paulo' }, {}],
      [{ city: 'Recife' }, {}],
      [{ city: 'Recife' }, { walkRows: 10 }],
      [{ q: 'recepcionista' }, {}],
      [{ q: 'modelo' }, {}],
      [{ state: 'SP', job_type: 'feira', pay_min: '20000', q: 'recepcionistas' }, {}],
      [{ state: 'SP', job_type: 'feira', pay_min: '20001', q: 'recepcionistas' }, {}],
      [{ city: 'Recife', date_from: '2026-12-01', date_to: '2026-12-31' }, {}],
    ];
    let compared = 0;
    for (let round = 0; round < 2; round++) {
      for (const [input, args] of inputs) {
        const statements: ListStatement[] = [];
        await fetchJobRows(
          async (statement) => {
            if (statement.prepare) statements.push(statement);
            return [];
          },
          jobsQuerySchema.parse(input),
          { after: undefined, fetch: 25, ...args },
        );
        for (const statement of statements) {
          const reuse = statement.reuse;
          if (!reuse) throw new Error('a prepared /vagas statement must be reusable');
          expect(cache.compiled(reuse.key, reuse.build)).toEqual(compileSql(statement.sql));
          compared++;
        }
      }
    }
    expect(compared).toBe(2 * inputs.length);
  });

  it('puts the page’s own now where the statement compares with now', () => {
    const cache = createListStatementCache();
    const build = (now: Date) => sql`select 1 where ${now.toISOString()}::timestamptz > ${'x'} and ${now.toISOString()}::timestamptz < ${'y'}`;
    cache.compiled('k', build, firstNow);
    const { params } = cache.compiled('k', build, laterNow);
    expect(params).toEqual([laterNow.toISOString(), 'x', laterNow.toISOString(), 'y']);
  });

  it('builds a statement once per key and forgets the least recently used past its size', () => {
    const cache = createListStatementCache(2);
    const built: string[] = [];
    const builder = (key: string) => (now: Date) => {
      built.push(key);
      return sql`select ${key}, ${now.toISOString()}`;
    };
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) cache.compiled(key, builder(key), firstNow);
    // 'a' stays (used again before 'c' came); 'b' was the least recently used when 'c' came.
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });

  it('leaves statements without a key to be built on every run', async () => {
    const request = { ...requests(firstNow)[0], statementKey: undefined } as ListPageRequest;
    const statements = await preparedStatements(request);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(statement.reuse).toBeUndefined();
  });
});
