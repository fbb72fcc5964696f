import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 180_000);
afterAll(async () => {
  await database?.close();
});

/** Moves the key's window start `seconds` into the past, as if its first hit had been then. */
async function ageWindow(key: string, seconds: number) {
  await database.db
    .update(rateLimitHits)
    .set({ windowStart: sql`${rateLimitHits.windowStart} - make_interval(secs => ${seconds})` })
    .where(eq(rateLimitHits.key, key));
}

describe('rate limit windows start at the first hit, not on the clock', () => {
  it('keeps counting until the window that began with the first hit ends, then starts over', async () => {
    const repository = createRateLimitRepository(database.db);
    const key = `window-test:${Date.now()}`;
    expect((await repository.hit(key, 60)).count).toBe(1);
    expect((await repository.hit(key, 60)).count).toBe(2);
    // 59 s after the first hit the window is still open, wherever the clock's minute boundary fell.
    await ageWindow(key, 59);
    const stillOpen = await repository.hit(key, 60);
    expect(stillOpen.count).toBe(3);
    expect(stillOpen.retryAfterSeconds).toBeLessThanOrEqual(1);
    // Past the end: a new window, counted from this hit.
    await ageWindow(key, 2);
    const fresh = await repository.hit(key, 60);
    expect(fresh.count).toBe(1);
    expect(fresh.retryAfterSeconds).toBeGreaterThan(55);
  });
});
