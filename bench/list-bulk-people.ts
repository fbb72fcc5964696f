import { demoUserId, generateDemoPerson } from '../apps/api/src/db/demo/generate-demo-profile.ts';
import type { BenchDatabase } from './list-models/bench-database.ts';
import { bulkLoadDemoPeople } from './list-models/bulk-load.ts';

/**
 * The start of the jobs and shoots lists' bulk loads: the secondary indexes of `tables` dropped
 * (rebuild them from `indexes` after the load), then the demo people with `models` models. Answers
 * the ids of the people who are no model (the jobs' owners, the packages' sellers) and the newest
 * moment the demo was generated at.
 */
export async function loadDemoPeopleWithoutIndexes(
  database: BenchDatabase,
  tables: string[],
  people: { seed: number; models: number },
): Promise<{ indexes: Record<string, unknown>[]; nonModelIds: string[]; newest: Date }> {
  const { rows: indexes } = await database.query(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in (${tables.map((table) => `'${table}'`).join(', ')}) and indexdef not like 'CREATE UNIQUE%'`,
    [],
  );
  for (const index of indexes) await database.query(`drop index "${String(index.indexname)}"`, []);
  const newest = new Date();
  await bulkLoadDemoPeople(database.query, { seed: people.seed, models: people.models, newest });
  // The same people the loader made (it walks the generator in order until enough models).
  const nonModelIds: string[] = [];
  for (let index = 0, models = 0; models < people.models; index++) {
    const type = generateDemoPerson(index, { seed: people.seed, newest }).user.userType;
    if (type === 'model') models++;
    else nonModelIds.push(demoUserId(people.seed, index));
  }
  return { indexes, nonModelIds, newest };
}
