import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, modelSignUpData, signUp } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { nextFreeSlug, slugBase } from './profile-slug.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('profile slugs', () => {
  it('are lower-case ASCII words joined by hyphens', () => {
    expect(slugBase('Ana', 'Souza')).toBe('ana-souza');
    expect(slugBase('  Maria Júlia ', "D'Ávila  Conceição")).toBe('maria-julia-d-avila-conceicao');
    expect(slugBase('李', '王')).toBe('perfil');
    expect(slugBase('a'.repeat(50), 'b'.repeat(50)).length).toBeLessThanOrEqual(60);
  });

  it('take the next number after the highest one taken', () => {
    expect(nextFreeSlug('ana-souza', [])).toBe('ana-souza');
    expect(nextFreeSlug('ana-souza', ['ana-souza'])).toBe('ana-souza-2');
    expect(nextFreeSlug('ana-souza', ['Ana-Souza', 'ana-souza-2', 'ana-souza-7'])).toBe('ana-souza-8');
    expect(nextFreeSlug('ana', ['ana', 'ana-souza-3'])).toBe('ana-2');
  });
});

describe('public profile', () => {
  it('shows the public fields by slug, in any case, and never the phone or the email (docs/security.md #11)', async () => {
    const account = await createAccount(t.app, { first_name: 'Beatriz', last_name: 'Lima', phone: '(21) 99876-5432' });
    const res = await t.app.inject({ method: 'GET', url: `/api/profiles/${account.user.profile_slug.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({
      profile_slug: account.user.profile_slug,
      first_name: 'Beatriz',
      last_name: 'Lima',
      user_type: 'model',
      state: 'SP',
      instagram_handle: 'ana.souza',
    });
    expect(profile).not.toHaveProperty('phone');
    expect(profile).not.toHaveProperty('email');
    // The owner's id is public, as a job's owner id is: "Denunciar" names a profile by it (packages/shared/src/reports/reports-api.ts).
    expect(profile.user_id).toBe(account.id);
    expect(res.body).not.toContain('998765432');
    expect(res.body).not.toContain(account.email);
  });

  it('answers 404 with the spec’s message for an unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profiles/ninguem-aqui' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'PROFILE_NOT_FOUND', message: 'Perfil não encontrado ou indisponível.' });
  });

  it('gives the owner their own profile with the private fields, and guests 401', async () => {
    const res = await signUp(t.app, modelSignUpData({ phone: '(31) 3333-4444' }));
    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    const own = await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json().profile).toMatchObject({ phone: '3133334444', email: res.json().user.email, user_id: res.json().user.id });
    expect(own.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(401);
  });
});
