import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { modelSignUpData, signUp } from '../test-support/accounts.ts';
import { createTestApp } from '../test-support/test-app.ts';

/**
 * Production is HTTPS-only whatever PUBLIC_URL's scheme: session cookies carry Secure and every
 * response carries HSTS, also when TLS ends at a proxy and PUBLIC_URL is http://. Outside
 * production, http://localhost keeps plain cookies a browser on plain HTTP can send back.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 180_000);
afterAll(async () => {
  await database?.close();
});

const HSTS = 'max-age=31536000; includeSubDomains';
const production = { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) };

function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

async function signUpOn(env: Record<string, string>, origin: string) {
  const t = await createTestApp({ env, database });
  try {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await signUp(t.app, modelSignUpData(), { headers: { origin } });
    expect(res.statusCode, res.body).toBe(201);
    return { health, signedUp: res, cookies: setCookies(res) };
  } finally {
    await t.app.close();
  }
}

describe('transport security by environment', () => {
  it('production on https://: Secure session cookies and HSTS on every response', async () => {
    const { health, signedUp, cookies } = await signUpOn({ ...production, PUBLIC_URL: 'https://passarela.example' }, 'https://passarela.example');
    expect(health.headers['strict-transport-security']).toBe(HSTS);
    expect(signedUp.headers['strict-transport-security']).toBe(HSTS);
    const session = cookies.find((line) => line.includes('better-auth.session_token='));
    expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
    for (const line of cookies) expect(line).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });

  it('production on http:// behind a declared TLS proxy: still Secure and HSTS, and the https:// origin is trusted', async () => {
    const { health, signedUp, cookies } = await signUpOn(
      { ...production, PUBLIC_URL: 'http://passarela.example', TLS_TERMINATED_BY_PROXY: 'true' },
      'https://passarela.example',
    );
    expect(health.headers['strict-transport-security']).toBe(HSTS);
    expect(signedUp.headers['strict-transport-security']).toBe(HSTS);
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) expect(line).toMatch(/;\s*Secure/i);
  });

  it('outside production on http://localhost: plain cookies and no HSTS, as before', async () => {
    const { health, cookies } = await signUpOn({}, 'http://localhost:3000');
    expect(health.headers['strict-transport-security']).toBeUndefined();
    const session = cookies.find((line) => line.includes('better-auth.session_token='));
    expect(session).toMatch(/^better-auth\.session_token=/);
    for (const line of cookies) expect(line).not.toMatch(/;\s*Secure/i);
  });
});
