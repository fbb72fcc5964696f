import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

export interface WindowHit {
  count: number;
  retryAfterSeconds: number;
}

export function createRateLimitRepository(db: Database) {
  return {
    /**
     * Counts one hit in the key's current window and returns the new count, atomically: one
     * upsert, so concurrent hits from several app instances never lose a count. A window starts
     * at the key's first hit (database clock, so all instances agree) and lasts `windowSeconds`;
     * the next hit after it starts a new one. Not aligned to the clock: windows aligned to, say,
     * :00 and :15 would reset a burst that straddles the boundary and let twice the limit through.
     */
    async hit(key: string, windowSeconds: number): Promise<WindowHit> {
      const windowOpen = sql`${rateLimitHits.windowStart} + make_interval(secs => ${windowSeconds}) > now()`;
      const result = await db
        .insert(rateLimitHits)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            count: sql`case when ${windowOpen} then ${rateLimitHits.count} + 1 else 1 end`,
            windowStart: sql`case when ${windowOpen} then ${rateLimitHits.windowStart} else now() end`,
          },
        })
        .returning({
          count: rateLimitHits.count,
          retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimitHits.windowStart} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
        });
      const row = result[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: row.count, retryAfterSeconds: row.retryAfterSeconds };
    },

    /** Drops counters whose window ended long ago, so the table stays as small as the active keys. */
    async deleteOlderThan(seconds: number): Promise<void> {
      await db.delete(rateLimitHits).where(sql`${rateLimitHits.windowStart} < now() - make_interval(secs => ${seconds})`);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
