import type { Database } from '../client.ts';
import { jobs } from '../schema/index.ts';
import { generateDemoJob } from './generate-demo-job.ts';
import { demoUserId, generateDemoPerson } from './generate-demo-profile.ts';

/** About 40 jobs: a few pages of /vagas in many states, types and pay ranges. */
export const DEMO_JOB_COUNT = 40;

/** The demo contractors and photographers among the first `people` demo people of the seed. */
export function demoJobOwners(seed: number, people: number): string[] {
  const owners: string[] = [];
  for (let index = 0; index < people; index++) {
    const type = generateDemoPerson(index, { seed }).user.userType;
    if (type === 'contractor' || type === 'photographer') owners.push(demoUserId(seed, index));
  }
  return owners;
}

/**
 * Inserts the seed's demo jobs, owned by its demo contractors and photographers (already
 * inserted). Ids are fixed per seed and index, so a second run adds nothing. Answers how many
 * were inserted.
 */
export async function insertDemoJobs(db: Database, options: { seed: number; people: number; count?: number; now?: Date }): Promise<number> {
  const ownerIds = demoJobOwners(options.seed, options.people);
  if (ownerIds.length === 0) return 0;
  const now = options.now ?? new Date();
  const count = options.count ?? DEMO_JOB_COUNT;
  const rows = Array.from({ length: count }, (_, index) => generateDemoJob(index, { seed: options.seed, ownerIds, now }));
  const inserted = await db.insert(jobs).values(rows).onConflictDoNothing().returning({ id: jobs.id });
  return inserted.length;
}
