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
     * Counts one hit in the key's current fixed window and returns the new count, atomically: one
     * upsert, so concurrent hits from several app instances never lose a count. The window is
     * computed from the database clock so all instances agree on it.
     */
    async hit(key: string, windowSeconds: number): Promise<WindowHit> {
      const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
      const result = await db
        .insert(rateLimitHits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            count: sql`case when ${rateLimitHits.windowStart} = excluded.window_start then ${rateLimitHits.count} + 1 else 1 end`,
            windowStart: sql`excluded.window_start`,
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
