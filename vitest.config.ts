import { defineConfig } from 'vitest/config';

// Integration tests run on the embedded PGlite always, and again on a real PostgreSQL server
// when TEST_DATABASE_URL points at one (CI sets it), so both drivers stay proven.
const postgresUrl = process.env.TEST_DATABASE_URL;
const apiTests = ['apps/api/src/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      { extends: true, test: { name: 'api-pglite', include: apiTests, env: { TEST_DATABASE_URL: '' } } },
      ...(postgresUrl ? [{ extends: true, test: { name: 'api-postgres', include: apiTests, env: { TEST_DATABASE_URL: postgresUrl } } }] : []),
    ],
  },
});
