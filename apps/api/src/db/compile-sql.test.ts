import { contractorsQuerySchema, jobsQuerySchema, modelsQuerySchema } from '@passarela/shared';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jobsFilteredWalkSql, jobsPageSql, jobsWalkSql } from '../modules/jobs/jobs-list-sql.ts';
import { fetchListRows, type ListSegment } from '../modules/search/profile-list-sql.ts';
import type { ListStatement } from './list-statement-cache.ts';
import { contractorsPageRequest, modelsPageRequest } from '../modules/search/search.repository.ts';
import { compileSql } from './compile-sql.ts';
import { users } from './schema/index.ts';

/** Drizzle's own compilation, without the typings it adds (only its text and values reach the driver). */
const drizzleCompiled = (statement: SQL) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  return { sql: text, params };
};
const ours = (statement: SQL) => {
  const { sql: text, params } = compileSql(statement);
  return { sql: text, params };
};

/** Every statement a list page can run, the walks' fallbacks included (the run answers cut-short walks). */
async function listStatements(request: Parameters<typeof fetchListRows>[1]): Promise<SQL[]> {
  const statements: SQL[] = [];
  const run = async (statement: ListStatement) => {
    statements.push(statement.sql);
    const marker = (segment: ListSegment) => ({ segment, walk_cut_short: true });
    return [marker(0), marker(1)];
  };
  await fetchListRows(run, request);
  return statements;
}

describe('compileSql', () => {
  it('answers exactly what Drizzle answers for every list statement', async () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    const after = { now, segment: 0 as const, createdAt: '2026-11-01 10:00:00.123456+00', userId: 'u1' };
    const statements: SQL[] = [];
    for (const input of [
      {},
      { state: 'SP', gender: 'feminino', model_type: 'morena', q: 'são paulo' },
      { city: 'Rio Branco', characteristics: ['natural', 'alta'], work_interests: ['catalogo'], height_min: '160' },
    ]) {
      const query = modelsQuerySchema.parse(input);
      statements.push(...(await listStatements(modelsPageRequest(query, { after: undefined, now, fetch: 25, reviewWindowDays: 14 }))));
      statements.push(...(await listStatements(modelsPageRequest(query, { after, now, fetch: 25, reviewWindowDays: 14 }))));
    }
    statements.push(
      ...(await listStatements(
        contractorsPageRequest(contractorsQuerySchema.parse({ type: 'photographer', q: 'joão' }), { after: undefined, now, fetch: 25, reviewWindowDays: 14 }),
      )),
    );
    statements.push(jobsPageSql(jobsQuerySchema.parse({ state: 'RJ' }), { after: undefined, fetch: 25 }, true));
    const jobSearch = jobsQuerySchema.parse({ state: 'SP', city: 'são paulo', q: 'recepção 100%', pay_min: '20000' });
    const jobsAfter = { featured: false, publishedAt: '2026-01-02 03:04:05.678901+00', id: '00000000-0000-4000-8000-000000000000' };
    statements.push(
      jobsPageSql(jobSearch, { after: jobsAfter, fetch: 25 }, false),
      jobsPageSql(jobSearch, { after: jobsAfter, fetch: 25 }, true),
      jobsWalkSql(jobSearch, { after: jobsAfter, fetch: 25 }),
      jobsFilteredWalkSql(jobSearch, { after: jobsAfter, fetch: 25 }),
    );
    expect(statements.length).toBeGreaterThan(10);
    for (const statement of statements) expect(ours(statement)).toEqual(drizzleCompiled(statement));
  });

  it('numbers parameters in order and keeps values as they are', () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    const inner = sql`b = ${2} and c = ${null}`;
    const statement = sql`select ${sql.raw('1')} where a = ${'x'} and ${inner} and d < ${when} and e = ${true}`;
    expect(ours(statement)).toEqual({ sql: 'select 1 where a = $1 and b = $2 and c = $3 and d < $4 and e = $5', params: ['x', 2, null, when, true] });
    expect(ours(statement)).toEqual(drizzleCompiled(statement));
  });

  it('leaves what it does not know to Drizzle: tables, columns, identifiers, lists, inlined values', () => {
    const statements = [
      sql`select ${users.id} from ${users} where ${users.email} = ${'a@b.c'}`,
      sql`select * from ${sql.identifier('runner rows')}`,
      sql`select * from t where id in ${[1, 2, 3]}`,
      sql`select * from t where name = ${"o'brien"}`.inlineParams(),
      sql`select ${sql`${'x'}`.inlineParams()} as x`,
    ];
    for (const statement of statements) expect(ours(statement)).toEqual(drizzleCompiled(statement));
  });
});
