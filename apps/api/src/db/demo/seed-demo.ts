import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage/storage.ts';
import type { Database } from '../client.ts';
import { storeDemoPortraits } from './demo-portraits.ts';
import { insertDemoJobs } from './insert-demo-jobs.ts';
import { countDemoPeople, insertDemoProfiles } from './insert-demo-profiles.ts';

export const DEFAULT_DEMO_SEED = 1;
/** What SEED_DEMO=true puts in an empty database: enough to fill every list with a few pages. */
export const STARTUP_DEMO_COUNT = 200;

export interface SeedDemoOptions {
  count: number;
  seed?: number;
  onProgress?: (inserted: number) => void;
}

/**
 * Adds `count` demo people of `seed` after those already there, with the shared portrait pool.
 * Answers how many were added and the index of the first one.
 */
export async function seedDemo(db: Database, storage: Storage, options: SeedDemoOptions): Promise<{ added: number; start: number }> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const start = await countDemoPeople(db, seed);
  const portraitUrls = await storeDemoPortraits(storage);
  await insertDemoProfiles(db, { seed, count: options.count, start, portraitUrls, onProgress: options.onProgress });
  // Jobs (vagas) of the seed's contractors and photographers; only the first run adds them.
  await insertDemoJobs(db, { seed, people: start + options.count });
  return { added: options.count, start };
}

/** SEED_DEMO=true: the first start fills an empty marketplace; later starts leave it alone. */
export async function seedDemoOnFirstStart(db: Database, storage: Storage, logger: FastifyBaseLogger): Promise<void> {
  if ((await countDemoPeople(db, DEFAULT_DEMO_SEED)) > 0) return;
  const started = Date.now();
  await seedDemo(db, storage, { count: STARTUP_DEMO_COUNT });
  logger.info({ count: STARTUP_DEMO_COUNT, ms: Date.now() - started }, 'demo profiles seeded (SEED_DEMO=true)');
}
