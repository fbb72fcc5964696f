import { brazilianStates, jobsQuerySchema, valuesOf } from '@passarela/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSql } from '../../db/compile-sql.ts';
import { preparedStatementName, statementRunnerFor } from '../../db/statement-runner.ts';
import { profiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseDriver } from '../../test-support/test-database.ts';
import type { ListStatement } from '../../db/list-statement-cache.ts';
import type { JobListRow } from './job-card-sql.ts';
import { fetchJobRows, jobsFilteredWalkSql, jobsPageSql, jobsWalkSql } from './jobs-list-sql.ts';
import { insertPeople } from '../../test-support/list-people.ts';
import { onOneConnection, planCounts } from '../../test-support/prepared-plans.ts';

// The /vagas statements kept prepared are meant to run on one plan for any state. PostgreSQL keeps
// that plan only when it does not price its own plan for the value lower; with one state holding
// far more jobs than the others (São Paulo), it used to plan that state anew at every request.

const SKEWED_STATE = 'SP';
const SKEWED_JOBS = 1500;
const JOBS_PER_OTHER_STATE = 250;

let t: TestApp;
beforeAll(async () => {
  if (testDatabaseDriver !== 'postgres') return;
  t = await createTestApp();
  const db = t.database.db;
  await insertPeople(db, { city: 'Plano Alto', state: SKEWED_STATE }, [{ label: 'Jplan-dono', user: { userType: 'contractor' } }]);
  const [owner] = await db.select({ userId: profiles.userId }).from(profiles).where(sql`${profiles.lastName} = 'Jplan-dono'`);
  const otherStates = valuesOf(brazilianStates).filter((code) => code !== SKEWED_STATE);
  const states = [
    ...Array.from({ length: SKEWED_JOBS }, () => SKEWED_STATE),
    ...otherStates.flatMap((state) => Array.from({ length: JOBS_PER_OTHER_STATE }, () => state)),
  ];
  // Long descriptions as real jobs have: the table spans many pages, as it does in production.
  await db.execute(sql`insert into jobs (owner_id, title, description, job_type, city, state, starts_on, pay_cents, pay_unit, status, featured, published_at)
    select ${owner?.userId}, 'jplan vaga ' || n, 'Vaga de teste para os planos da lista. ' || repeat('Texto longo como o de uma vaga de verdade. ', 20),
      'feira', 'Plano Alto', state, '2030-01-10', 20000, 'day', 'open', n % 5 = 0, now() - n * interval '1 minute'
    from unnest(${`{${states.join(',')}}`}::text[]) with ordinality as s(state, n)`);
  await db.execute(sql`analyze`);
});
afterAll(async () => {
  await t?.close();
});

describe.runIf(testDatabaseDriver === 'postgres')('the /vagas statements kept prepared', () => {
  it('settle on the plan for any state, word and position: a state with five times the jobs of any other, page 21', async () => {
    await onOneConnection(t.database.db, async (pool, db) => {
      const runner = statementRunnerFor(db);
      const run = (statement: ListStatement) => runner.rows<JobListRow & Record<string, unknown>>(statement.sql, statement);
      const byState = jobsQuerySchema.parse({ state: SKEWED_STATE });
      const byStateAndWord = jobsQuerySchema.parse({ state: SKEWED_STATE, q: 'jplan' });
      const byStateAndCity = jobsQuerySchema.parse({ state: SKEWED_STATE, city: 'plano alto' });
      const byStateWordAndFilters = jobsQuerySchema.parse({ state: SKEWED_STATE, q: 'jplan', job_type: 'feira', pay_min: '10000' });
      const everyJob = jobsQuerySchema.parse({});
      const page = { after: undefined, fetch: byState.limit + 1 };
      // Page 21 of the whole list, as its cursor gives it.
      const [position] = (
        await t.database.db.execute<{ featured: boolean; published_at: string; id: string }>(
          sql`select featured, published_at::text, id from jobs where status = 'open' order by featured desc, published_at desc, id desc offset 499 limit 1`,
        )
      ).rows;
      const deepPage = {
        after: { featured: position?.featured as boolean, publishedAt: position?.published_at as string, id: position?.id as string },
        fetch: page.fetch,
      };
      for (let request = 0; request < 12; request++) {
        expect(await fetchJobRows(run, byState, page)).toHaveLength(page.fetch);
        expect(await fetchJobRows(run, byStateAndWord, page)).toHaveLength(page.fetch);
        expect(await fetchJobRows(run, byStateAndCity, page)).toHaveLength(page.fetch);
        expect(await fetchJobRows(run, everyJob, deepPage)).toHaveLength(page.fetch);
        expect(await fetchJobRows(run, byStateWordAndFilters, page)).toHaveLength(page.fetch);
      }
      const names = [
        jobsPageSql(byState, page, true),
        jobsFilteredWalkSql(byStateAndWord, page),
        jobsWalkSql(byStateAndCity, page),
        jobsPageSql(everyJob, deepPage, true),
        jobsFilteredWalkSql(byStateWordAndFilters, page),
      ].map((statement) => preparedStatementName(compileSql(statement).sql));
      expect(await planCounts(pool, names)).toEqual(names.map((name) => ({ name, customPlans: 5, genericPlans: 7 })));
    });
  });
});
