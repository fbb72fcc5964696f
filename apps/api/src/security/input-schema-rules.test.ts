import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpBodySchema, textInput } from '@passarela/shared';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { inputSchemaProblems } from './input-schema-rules.ts';

/**
 * The one exception to strict objects: a payment provider's notifications gain fields over time,
 * and a 400 would make the provider retry for ever (nothing in them is trusted: the payment is
 * re-fetched). Their text is still capped and checked.
 */
const providerNotifications = /^\/api\/payments\/webhooks\//;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('input rules of every route (docs/security.md #12, #27, #28)', () => {
  it('every body, query and path schema caps text before any pattern, refuses NUL, bounds numbers and lists, and refuses unknown keys', () => {
    const problems: string[] = [];
    for (const route of t.app.declaredRoutes) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.method === 'HEAD') continue;
      for (const [location, schema] of Object.entries(route.inputSchemas)) {
        const found = inputSchemaProblems(schema, location).filter((problem) => !(providerNotifications.test(route.url) && problem.includes('unknown keys')));
        for (const problem of found) problems.push(`${route.method} ${route.url} ${problem}`);
      }
      if (route.url.includes('/:') && !route.inputSchemas.params) problems.push(`${route.method} ${route.url}: path parameters without a params schema`);
      if (!route.inputSchemas.querystring) problems.push(`${route.method} ${route.url}: no querystring schema`);
    }
    // Read by the handler from a multipart field rather than declared on the route.
    for (const problem of inputSchemaProblems(signUpBodySchema, 'sign-up data')) problems.push(`POST /api/auth/sign-up ${problem}`);
    expect(problems).toEqual([]);
  });

  it('the walker itself finds each broken rule', () => {
    expect(inputSchemaProblems(z.object({ a: z.string().regex(/x/) }).strict())).toEqual([expect.stringContaining('$.a: text without a length cap')]);
    expect(inputSchemaProblems(z.object({ a: z.string().max(5).regex(/x/) }).strict())).toEqual([expect.stringContaining('$.a: text without a length cap')]);
    expect(inputSchemaProblems(z.object({ a: z.email() }).strict())).toEqual([expect.stringContaining("format 'email'")]);
    expect(inputSchemaProblems(z.object({ a: z.number().int() }).strict())).toEqual([expect.stringContaining('number without a minimum')]);
    expect(inputSchemaProblems(z.object({ a: z.array(textInput({ max: 3 })) }).strict())).toEqual([expect.stringContaining('list without a maximum')]);
    expect(inputSchemaProblems(z.object({ a: textInput({ max: 3 }) }))).toEqual([expect.stringContaining('unknown keys')]);
    expect(inputSchemaProblems(z.object({ a: z.unknown() }).strict())).toEqual([expect.stringContaining("type 'unknown'")]);
    expect(inputSchemaProblems(z.object({ a: textInput({ max: 3 }).regex(/x/).optional(), b: z.uuid(), c: z.coerce.number().min(1).max(2) }).strict())).toEqual(
      [],
    );
  });
});
