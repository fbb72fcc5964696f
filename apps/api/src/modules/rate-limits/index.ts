/** Rate limits kept in the database, so every app instance counts the same attempts. */
export { createRateLimitRepository } from './rate-limit.repository.ts';
export { createRateLimiter, type RateLimiter, rateLimitRules } from './rate-limiter.ts';
