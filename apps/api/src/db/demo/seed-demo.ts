import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Storage } from '../../lib/storage/storage.ts';
import { createRatingSummariesRepository, createRatingSummariesService } from '../../modules/reviews/index.ts';
import type { Database } from '../client.ts';
import { demoGalleryPhotos, storeDemoGallery } from './demo-gallery.ts';
import { demoPortraitUrls, storeDemoPortraits } from './demo-portraits.ts';
import { type DemoHistoryCounts, insertDemoHistory } from './insert-demo-history.ts';
import { type DemoIdentityDeps, insertDemoIdentityVerifications } from './insert-demo-identity-verifications.ts';
import { insertDemoJobs } from './insert-demo-jobs.ts';
import { insertDemoReports } from './insert-demo-reports.ts';
import { insertDemoShoots } from './insert-demo-shoots.ts';
import { countDemoPeople, insertDemoProfiles } from './insert-demo-profiles.ts';

export const DEFAULT_DEMO_SEED = 1;
/** What SEED_DEMO=true puts in an empty database: enough to fill every list with a few pages. */
export const STARTUP_DEMO_COUNT = 200;

export interface SeedDemoOptions {
  count: number;
  seed?: number;
  onProgress?: (inserted: number) => void;
  /** Where the history's services log (a failed notification, say); silent when not given. */
  logger?: FastifyBaseLogger;
  /** The private store and the CPF hasher: given, the first run adds demo identity verifications. */
  identity?: DemoIdentityDeps;
}

export interface SeedDemoResult {
  added: number;
  start: number;
  /** The history added (first run of the seed only), or null. */
  history: DemoHistoryCounts | null;
}

/**
 * Adds `count` demo people of `seed` after those already there, with the shared portrait pool.
 * The first run of a seed also adds its jobs and its history (demo-history-plan.ts): applications,
 * proposals and contracts in every state with their money, reviews, galleries, favourites and
 * notifications. The images render in sharp's threads while the database work goes on.
 */
export async function seedDemo(db: Database, storage: Storage, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const start = await countDemoPeople(db, seed);
  const images = Promise.all([storeDemoPortraits(storage), storeDemoGallery(storage)]);
  const [, history] = await Promise.all([
    images,
    (async () => {
      await insertDemoProfiles(db, { seed, count: options.count, start, portraitUrls: demoPortraitUrls(storage), onProgress: options.onProgress });
      // Jobs (vagas) of the seed's contractors and photographers; only the first run adds them.
      await insertDemoJobs(db, { seed, people: start + options.count });
      const counts = await insertDemoHistory(db, {
        seed,
        people: start + options.count,
        gallery: demoGalleryPhotos(storage),
        logger: options.logger ?? pino({ level: 'silent' }),
      });
      // Photographers' shoot packages, hours and past bookings with reviews (first run only).
      await insertDemoShoots(db, { seed });
      // Reports in every state of the admins' queue, on the items above (first run only).
      await insertDemoReports(db, { seed });
      // Verified and unverified people, and identity verifications in every state (first run only).
      if (options.identity) await insertDemoIdentityVerifications(db, options.identity, { seed });
      // Profiles and cards show the new ratings now, not at the next scheduled refresh.
      if (counts) await createRatingSummariesService(createRatingSummariesRepository(db)).refresh();
      return counts;
    })(),
  ]);
  return { added: options.count, start, history };
}

/** SEED_DEMO (on by default in development): the first start fills an empty marketplace; later starts leave it alone. */
export async function seedDemoOnFirstStart(db: Database, storage: Storage, logger: FastifyBaseLogger, identity?: DemoIdentityDeps): Promise<void> {
  if ((await countDemoPeople(db, DEFAULT_DEMO_SEED)) > 0) return;
  const started = Date.now();
  const { history } = await seedDemo(db, storage, { count: STARTUP_DEMO_COUNT, logger, identity });
  logger.info({ count: STARTUP_DEMO_COUNT, history, ms: Date.now() - started }, 'demo marketplace seeded (SEED_DEMO)');
}
