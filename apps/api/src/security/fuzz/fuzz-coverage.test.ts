import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { readOperations } from './openapi-operations.ts';

/**
 * The fuzz suite is made from /api/openapi.json: a route the document leaves out is never called,
 * and a multipart route whose form the suite does not know is called without a body. Either would
 * shrink the suite without a word; this names them (README, "Fuzz suite").
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('what the fuzz suite covers', () => {
  it('every declared /api route is in the OpenAPI document, and every multipart form is known', async () => {
    const { operations, uncovered } = await readOperations(t.app);
    expect(uncovered).toEqual([]);
    // The check itself sees the multipart routes (a route-access.ts change could blind it).
    const multipart = t.app.declaredRoutes.filter((route) => route.acceptsMultipart && route.method === 'POST').map((route) => route.url);
    expect(multipart).toEqual(expect.arrayContaining(['/api/auth/sign-up', '/api/profiles/me/media']));
    expect(operations.filter((operation) => operation.body.kind === 'multipart').length).toBeGreaterThanOrEqual(5);
  });
});
