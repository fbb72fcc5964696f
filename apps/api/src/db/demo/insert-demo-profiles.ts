import { inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { profiles, users } from '../schema/index.ts';
import { DEMO_ID_PREFIX, type DemoOptions, type DemoPerson, generateDemoPerson } from './generate-demo-profile.ts';

/** Rows per multi-row INSERT: ~33 parameters a profile keeps a batch far below PostgreSQL's 65,535. */
const BATCH_SIZE = 1000;

export interface InsertDemoOptions extends DemoOptions {
  count: number;
  /** Index of the first person (a second run of the same seed continues after the first). */
  start?: number;
  /** Called after every batch with how many are in so far. */
  onProgress?: (inserted: number) => void;
  /** Changes a person before insert (tests pin names, cities, PRO status). */
  adjust?: (person: DemoPerson, index: number) => DemoPerson;
}

/** How many demo people of this seed exist, so a second run adds new ones instead of failing. */
export async function countDemoPeople(db: Database, seed: number): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(like(users.id, `${DEMO_ID_PREFIX}${seed}\\_%`));
  return rows[0]?.count ?? 0;
}

/**
 * Picks readable slugs ('ana-souza', 'ana-souza-2', ...) that are free both in this run and in the
 * database; numbering continues per name across batches.
 */
async function assignSlugs(db: Database, batch: DemoPerson[], counters: Map<string, number>): Promise<string[]> {
  const next = (base: string) => {
    const n = (counters.get(base) ?? 0) + 1;
    counters.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
  const slugs = batch.map((person) => next(person.slugBase));
  for (;;) {
    const taken = await db
      .select({ slug: sql<string>`${profiles.profileSlug}::text` })
      .from(profiles)
      .where(inArray(profiles.profileSlug, slugs));
    if (taken.length === 0) return slugs;
    const takenSet = new Set(taken.map((row) => row.slug.toLowerCase()));
    slugs.forEach((slug, i) => {
      if (takenSet.has(slug)) slugs[i] = next((batch[i] as DemoPerson).slugBase);
    });
  }
}

/**
 * Inserts demo people fast: users and profiles in multi-row INSERTs of 1,000, each batch in one
 * transaction. 100,000 profiles take seconds on PostgreSQL. Demo users have no password: nobody
 * can sign in as them.
 */
export async function insertDemoProfiles(db: Database, options: InsertDemoOptions): Promise<{ inserted: number; slugs: string[] }> {
  const start = options.start ?? 0;
  const counters = new Map<string, number>();
  const allSlugs: string[] = [];
  for (let from = start; from < start + options.count; from += BATCH_SIZE) {
    const to = Math.min(from + BATCH_SIZE, start + options.count);
    const batch: DemoPerson[] = [];
    for (let index = from; index < to; index++) {
      const person = generateDemoPerson(index, options);
      batch.push(options.adjust ? options.adjust(person, index) : person);
    }
    const slugs = await assignSlugs(db, batch, counters);
    await db.transaction(async (tx) => {
      await tx.insert(users).values(batch.map((person) => person.user));
      await tx.insert(profiles).values(batch.map((person, i) => ({ ...person.profile, profileSlug: slugs[i] as string })));
    });
    allSlugs.push(...slugs);
    options.onProgress?.(to - start);
  }
  return { inserted: options.count, slugs: allSlugs };
}
