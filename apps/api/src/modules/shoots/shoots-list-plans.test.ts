import { shootsQuerySchema } from '@passarela/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSql } from '../../db/compile-sql.ts';
import { listStatementRun } from '../../db/list-statement-cache.ts';
import { profiles } from '../../db/schema/index.ts';
import { preparedStatementName, statementRunnerFor } from '../../db/statement-runner.ts';
import { insertPeople } from '../../test-support/list-people.ts';
import { onOneConnection, planCounts } from '../../test-support/prepared-plans.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseDriver } from '../../test-support/test-database.ts';
import { fetchShootRows, type ShootListPosition, type ShootListRow, shootsPageSql } from './shoots-list-sql.ts';
import type { ListStatement } from '../../db/list-statement-cache.ts';

// The /ensaios statements kept prepared (shootsPageStatement) must run on one plan for any value:
// a state with most packages and one with a handful, a big city and a small one, a deep page.
// PostgreSQL keeps one plan only when it does not price the plan for the value lower, and a plan
// made for no value in particular must still walk an index in list order, never read a whole state
// to sort it (what it did for a price range, which is why a range is walked first).

const PACKAGES_IN_SAO_PAULO = 1500;
const PACKAGES_IN_PETROPOLIS = 6;
const PACKAGES_PER_OTHER_CITY = 150;

/** A page's rows through `runList` (a runner's list statements), and the statements it ran. */
async function runPage(runList: ReturnType<typeof listStatementRun>, query: Record<string, string>, after?: ShootListPosition) {
  const parsed = shootsQuerySchema.parse(query);
  const ran: ListStatement[] = [];
  const rows = await fetchShootRows(
    (statement) => {
      ran.push(statement);
      return runList<ShootListRow & Record<string, unknown>>(statement);
    },
    parsed,
    after,
    parsed.limit + 1,
  );
  return { rows, ran };
}

let t: TestApp;
beforeAll(async () => {
  if (testDatabaseDriver !== 'postgres') return;
  t = await createTestApp();
  const db = t.database.db;
  await insertPeople(db, { city: 'Plano Ensaio', state: 'SP' }, [{ label: 'Splan-fotografa', user: { userType: 'photographer' } }]);
  const [photographer] = await db.select({ userId: profiles.userId }).from(profiles).where(sql`${profiles.lastName} = 'Splan-fotografa'`);
  const places = [
    ...Array.from({ length: PACKAGES_IN_SAO_PAULO }, () => 'São Paulo|SP'),
    ...Array.from({ length: PACKAGES_IN_PETROPOLIS }, () => 'Petrópolis|RJ'),
    ...['Rio de Janeiro|RJ', 'Belo Horizonte|MG', 'Curitiba|PR', 'Salvador|BA'].flatMap((place) =>
      Array.from({ length: PACKAGES_PER_OTHER_CITY }, () => place),
    ),
  ];
  // Long descriptions as real packages have: the table spans many pages, as it does in production.
  await db.execute(sql`insert into shoot_packages (photographer_id, title, description, category, duration_minutes, edited_photos, delivery_days, location_kind, city, uf, price_cents, created_at)
    select ${photographer?.userId}, 'splan ensaio ' || n, 'Ensaio de teste para os planos da lista. ' || repeat('Texto longo como o de um pacote de verdade. ', 20),
      (array['book', 'moda', 'retrato'])[1 + n % 3], 60, 20, 7, 'studio', split_part(place, '|', 1), split_part(place, '|', 2), 20000 + (n % 50) * 1000,
      now() - n * interval '1 minute'
    from unnest(${`{${places.map((place) => `"${place}"`).join(',')}}`}::text[]) with ordinality as s(place, n)`);
  await db.execute(sql`insert into shoot_availability (photographer_id, weekly_hours, weekday_mask) values (${photographer?.userId}, '[]'::jsonb, 127)`);
  // Vacuumed as autovacuum keeps a live table: the walk reads its entries from the index alone where the visibility map allows.
  await db.execute(sql`vacuum (analyze) shoot_packages`);
  await db.execute(sql`analyze`);
});
afterAll(async () => {
  await t?.close();
});

describe.runIf(testDatabaseDriver === 'postgres')('the /ensaios statements kept prepared', () => {
  it('settle on one plan for any state, city, category, date and position, and that plan walks an index in list order', async () => {
    await onOneConnection(t.database.db, async (pool, db) => {
      const runList = listStatementRun(statementRunnerFor(db));
      const [position] = (
        await t.database.db.execute<{ created_at: string; id: string }>(
          sql`select created_at::text, id from shoot_packages where status = 'active' order by created_at desc, id desc offset 499 limit 1`,
        )
      ).rows;
      const deep: ShootListPosition = { createdAt: position?.created_at as string, id: position?.id as string };
      // Each shape twice: a common value and a rare one (or the first page and a deep one).
      const shapes: [Record<string, string>, Record<string, string>, ShootListPosition?][] = [
        [{ uf: 'SP' }, { uf: 'RJ' }],
        [{ city: 'sao paulo' }, { city: 'petropolis' }],
        [{ category: 'book' }, { category: 'moda' }],
        [
          { uf: 'SP', category: 'book' },
          { uf: 'RJ', category: 'retrato' },
        ],
        [{ date: '2031-03-05' }, { date: '2031-03-08' }],
        [{}, {}, deep],
        [
          { uf: 'SP', price_min: '20000', price_max: '45000' },
          { uf: 'RJ', price_min: '60000', price_max: '69000' },
        ],
        [{ price_min: '20000', price_max: '40000' }, { price_min: '60000', price_max: '69000' }, deep],
      ];
      const names: string[] = [];
      const kept: { name: string; params: unknown[]; query: Record<string, string> }[] = [];
      for (const [common, rare, after] of shapes) {
        for (let request = 0; request < 6; request++) {
          for (const query of [common, rare]) {
            const { rows, ran } = await runPage(runList, query, after);
            expect(rows.length, JSON.stringify(query)).toBeGreaterThan(0);
            // One statement, kept prepared: these pages never need the one planned for their values.
            expect(
              ran.map((statement) => statement.prepare),
              JSON.stringify(query),
            ).toEqual([true]);
            const compiled = compileSql((ran[0] as ListStatement).sql);
            if (request === 0) kept.push({ name: preparedStatementName(compiled.sql), params: compiled.params, query });
          }
        }
        // Both values run on the one prepared statement of their shape.
        const [commonKept, rareKept] = kept.slice(-2);
        expect(rareKept?.name).toBe(commonKept?.name);
        names.push(commonKept?.name as string);
      }
      expect(await planCounts(pool, names)).toEqual(names.map((name) => ({ name, customPlans: 5, genericPlans: 7 })));
      // The plan kept, for the rare value: an index walked in list order, no sort, no whole-table read.
      for (const { name, params, query } of kept.filter((_, index) => index % 2 === 1)) {
        // EXECUTE takes its values as literals; whether the kept plan or a new one answers is the cache's choice.
        const literal = (value: unknown) => (typeof value === 'number' ? String(value) : pg.Client.prototype.escapeLiteral(value as string));
        const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain execute "${name}"(${params.map(literal).join(', ')})`);
        const lines = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(lines, JSON.stringify(query)).toMatch(/Index (Only )?Scan using shoot_packages_active_\w+_idx on shoot_packages/);
        expect(lines, JSON.stringify(query)).not.toMatch(/Sort|Seq Scan on shoot_packages|Bitmap Heap Scan on shoot_packages/);
      }
    });
  });

  it('answers what the statement planned for the values answers, a range too narrow for the walk and searched words included', async () => {
    const runList = listStatementRun(statementRunnerFor(t.database.db));
    const queries: Record<string, string>[] = [
      { uf: 'SP', price_min: '20000', price_max: '45000' },
      // One price of fifty, one category of three: the walk of the 2,000 newest entries finds fewer than a page.
      { category: 'book', price_min: '33000', price_max: '33000' },
      { city: 'petropolis', price_min: '20000' },
      { price_min: '5000000' },
      { q: 'splan' },
      { uf: 'RJ', category: 'book' },
    ];
    for (const query of queries) {
      const parsed = shootsQuerySchema.parse(query);
      const { rows, ran } = await runPage(runList, query);
      const expected = (await t.database.db.execute<ShootListRow & Record<string, unknown>>(shootsPageSql(parsed, undefined, parsed.limit + 1))).rows;
      expect(
        rows.map((row) => row.id),
        JSON.stringify(query),
      ).toEqual(expected.map((row) => row.id));
      if (query.q) expect(ran.map((statement) => statement.prepare)).toEqual([false]);
      if (query.price_min === '33000') expect(ran.map((statement) => statement.prepare)).toEqual([true, false]);
    }
  });
});
