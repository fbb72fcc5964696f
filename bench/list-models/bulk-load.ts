import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type DemoOptions, type DemoPerson, generateDemoPerson } from '../../apps/api/src/db/demo/generate-demo-profile.ts';
import { profiles, users } from '../../apps/api/src/db/schema/index.ts';

type Query = (text: string, params: unknown[]) => Promise<unknown>;

/** Rows per statement: one JSON parameter each, so the size is bounded by memory, not by $n limits. */
const CHUNK = 5_000;

/**
 * A row of `table` keyed by SQL column names, from the object Drizzle would insert. Only keys the
 * generator set are kept, so every other column takes its default as in a normal INSERT.
 */
function toColumns(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (values[key] !== undefined) row[column.name] = values[key];
  }
  return row;
}

/** One INSERT ... SELECT from json_populate_recordset: the rows travel as a single JSON text. */
async function insertJson(query: Query, table: 'users' | 'profiles', rows: Record<string, unknown>[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  const list = columns.map((name) => `"${name}"`).join(', ');
  await query(`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)`, [JSON.stringify(rows)]);
}

/**
 * The demo generator's people (generateDemoPerson: same names, places, PRO share and dates as the
 * demo seed), loaded into an empty database in a few large statements. insertDemoProfiles' 1,000-row
 * INSERTs with a slug check per batch are right for the app but take minutes for 100,000 people
 * on a busy 2-core machine; here the database is fresh, so slugs are numbered in memory.
 */
export async function bulkLoadDemoPeople(
  query: Query,
  options: DemoOptions & { models: number; onProgress?: (models: number) => void },
): Promise<{ models: number; others: number }> {
  const slugCounters = new Map<string, number>();
  let models = 0;
  let others = 0;
  let index = 0;
  // People come in the generator's order, so contractors are spread through the timeline as in
  // the demo; it stops at exactly `models` models.
  while (models < options.models) {
    const people: DemoPerson[] = [];
    while (people.length < CHUNK && models < options.models) {
      const person = generateDemoPerson(index++, options);
      people.push(person);
      if (person.user.userType === 'model') models++;
      else others++;
    }
    const slugs = people.map((person) => {
      const n = (slugCounters.get(person.slugBase) ?? 0) + 1;
      slugCounters.set(person.slugBase, n);
      return n === 1 ? person.slugBase : `${person.slugBase}-${n}`;
    });
    // No transaction: the database is fresh and a failure ends the benchmark anyway.
    await insertJson(
      query,
      'users',
      people.map((person) => toColumns(users, person.user as Record<string, unknown>)),
    );
    await insertJson(
      query,
      'profiles',
      people.map((person, i) => toColumns(profiles, { ...person.profile, profileSlug: slugs[i] })),
    );
    options.onProgress?.(models);
  }
  return { models, others };
}
