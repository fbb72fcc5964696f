import { describe, expect, it } from 'vitest';
import type { RateLimitRepository } from './rate-limit.repository.ts';
import { createRateLimiter } from './index.ts';

function countingRepository(): RateLimitRepository {
  const counts = new Map<string, number>();
  return {
    async hit(key: string) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { count, retryAfterSeconds: 60 };
    },
    async deleteOlderThan() {
      return 0;
    },
  } as unknown as RateLimitRepository;
}

const rule = { name: 'test', limit: 2, windowSeconds: 60 };

describe('RATE_LIMIT_SCALE', () => {
  it('refuses the 3rd attempt at scale 1', async () => {
    const limiter = createRateLimiter(countingRepository(), { cleanupProbability: 0 });
    await limiter.consume([{ rule, subject: 'a' }]);
    await limiter.consume([{ rule, subject: 'a' }]);
    await expect(limiter.consume([{ rule, subject: 'a' }])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('multiplies every limit: at scale 3 the 7th attempt is the first refused', async () => {
    const limiter = createRateLimiter(countingRepository(), { cleanupProbability: 0, scale: 3 });
    for (let i = 0; i < 6; i++) await limiter.consume([{ rule, subject: 'a' }]);
    await expect(limiter.consume([{ rule, subject: 'a' }])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
