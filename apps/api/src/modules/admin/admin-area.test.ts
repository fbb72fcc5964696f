import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/index.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.app, { first_name: 'Olga', last_name: 'Operadora' });
  await createAuthRepository(t.database.db).makeAdmin(admin.user.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = admin.cookie) => t.app.inject({ url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

async function auditFor(targetId: string) {
  const res = await get(`/api/admin/audit-log?target_id=${encodeURIComponent(targetId)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Array<{ action: string; reason: string; actor: { id: string; name: string }; details: Record<string, unknown> }>;
}

describe('users in /admin', () => {
  it('finds people by name without accents, email or slug, and by type', async () => {
    const person = await createAccount(t.app, { first_name: 'Joana', last_name: 'Conceição', city: 'Recife', state: 'PE' });
    for (const q of ['conceicao', person.email.toUpperCase(), person.user.profile_slug]) {
      const res = await get(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items.map((u: { id: string }) => u.id)).toContain(person.user.id);
    }
    const contractors = await get('/api/admin/users?user_type=contractor');
    expect(contractors.json().items.map((u: { id: string }) => u.id)).not.toContain(person.user.id);
    const detail = await get(`/api/admin/users/${person.user.id}`);
    expect(detail.json()).toMatchObject({ user: { id: person.user.id, state: 'PE', is_verified: false }, counts: { jobs: 0, applications: 0, contracts: 0 } });
    expect((await get('/api/admin/users/nao-existe')).statusCode).toBe(404);
  });

  it('takes the badge away but never gives it (only an approved identity verification does), changes the type, suspends and reinstates, each with a reason in the audit log', async () => {
    const person = await createAccount(t.app);
    const grant = await send('POST', `/api/admin/users/${person.user.id}/verification`, { verified: true, reason: 'Documento conferido' });
    expect(grant.statusCode, grant.body).toBe(409);
    expect(grant.json()).toMatchObject({ code: 'VERIFIED_BADGE_BY_IDENTITY_ONLY', message: expect.stringContaining('Verificações') });
    expect((await get(`/api/profiles/${person.user.profile_slug}`, '')).json().profile.is_verified).toBe(false);

    // The badge as an approval gives it (a fixture, not the route), then the switch takes it away.
    await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.userId, person.user.id));
    expect((await send('POST', `/api/admin/users/${person.user.id}/verification`, { verified: false, reason: '' })).statusCode).toBe(400);
    const revoke = await send('POST', `/api/admin/users/${person.user.id}/verification`, { verified: false, reason: 'Documento falso' });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json().user.is_verified).toBe(false);
    expect((await get(`/api/profiles/${person.user.profile_slug}`, '')).json().profile.is_verified).toBe(false);

    const type = await send('POST', `/api/admin/users/${person.user.id}/type`, { user_type: 'photographer', reason: 'Pediu por email' });
    expect(type.json().user.user_type).toBe('photographer');
    expect((await send('POST', `/api/admin/users/${admin.user.id}/type`, { user_type: 'model', reason: 'x' })).statusCode).toBe(403);
    expect((await send('POST', `/api/admin/users/${person.user.id}/suspend`, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await send('POST', `/api/admin/users/${person.user.id}/reinstate`, { reason: 'Engano' })).statusCode).toBe(200);

    const entries = await auditFor(person.user.id);
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ['user.reinstate', 'Engano'],
      ['user.suspend', 'Spam'],
      ['user.change_type', 'Pediu por email'],
      ['user.unverify', 'Documento falso'],
    ]);
    expect(entries[0]?.actor).toMatchObject({ id: admin.user.id, name: 'Olga Operadora' });
    expect(entries[2]?.details).toMatchObject({ from: 'model', to: 'photographer' });
  });
});

describe('settings and content pages in /admin', () => {
  it('a settings change is audited with the keys and values', async () => {
    const res = await send('PUT', '/api/admin/settings', { SITE_NAME: 'Passarela Brasil' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await auditFor('app_settings');
    expect(entry).toMatchObject({ action: 'settings.update', details: { changes: { SITE_NAME: 'Passarela Brasil' } } });
  });

  it('creates, edits, unpublishes and deletes a page; the public route follows; every step is audited', async () => {
    const created = await send('POST', '/api/admin/pages', {
      slug: 'imprensa',
      title: 'Imprensa',
      body_markdown: '# Imprensa\n\nContato: imprensa@passarela.test',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await send('POST', '/api/admin/pages', { slug: 'imprensa', title: 'De novo', body_markdown: 'x' })).json().code).toBe('PAGE_SLUG_TAKEN');
    expect((await send('POST', '/api/admin/pages', { slug: 'dashboard', title: 'Reservada', body_markdown: 'x' })).statusCode).toBe(400);
    expect((await get('/api/pages/imprensa', '')).json().html).toContain('imprensa@passarela.test');

    const edited = await send('PUT', '/api/admin/pages/imprensa', {
      title: 'Sala de imprensa',
      body_markdown: 'Novo texto <script>alert(1)</script>',
      published: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const page = (await get('/api/pages/imprensa', '')).json();
    expect(page.title).toBe('Sala de imprensa');
    expect(page.html).not.toContain('<script>');

    await send('PUT', '/api/admin/pages/imprensa', { title: 'Sala de imprensa', body_markdown: 'Novo texto', published: false });
    expect((await get('/api/pages/imprensa', '')).statusCode).toBe(404);
    expect((await get('/api/admin/pages')).json().pages.find((p: { slug: string }) => p.slug === 'imprensa')).toMatchObject({ published: false });

    expect((await send('DELETE', '/api/admin/pages/imprensa')).statusCode).toBe(204);
    expect((await send('DELETE', '/api/admin/pages/imprensa')).statusCode).toBe(404);
    expect((await auditFor('imprensa')).map((e) => e.action)).toEqual(['page.delete', 'page.update', 'page.update', 'page.create']);
  });

  it('the audit log cannot be rewritten, even by SQL (append-only in the database)', async () => {
    await expect(t.database.db.execute(sql`update audit_log set reason = 'apagado'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('filters by action and pages with a cursor', async () => {
    for (const name of ['A', 'B', 'C']) await send('PUT', '/api/admin/settings', { SITE_NAME: `Passarela ${name}` });
    const first = (await get('/api/admin/audit-log?action=settings.update')).json();
    expect(first.items.every((e: { action: string }) => e.action === 'settings.update')).toBe(true);
    expect((await get('/api/admin/audit-log?cursor=lixo')).statusCode).toBe(400);
    expect((await get('/api/admin/audit-log?action=nada')).statusCode).toBe(400);
  });
});

describe('overview in /admin', () => {
  it('counts users by type and sign-ups per day, week and month, with empty buckets as 0', async () => {
    for (const period of ['day', 'week', 'month'] as const) {
      const res = await get(`/api/admin/overview?period=${period}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.series.sign_ups).toHaveLength(period === 'day' ? 30 : 12);
      // Everyone in this file signed up just now: all in the last bucket (or the one before, if the
      // run crossed midnight in São Paulo).
      const total = Object.values(body.users_by_type as Record<string, number>).reduce((a, b) => a + b, 0);
      const values = (body.series.sign_ups as Array<{ value: number }>).map((point) => point.value);
      expect((values.at(-1) ?? 0) + (values.at(-2) ?? 0)).toBe(total);
      expect(values.slice(0, -2).every((value) => value === 0)).toBe(true);
      expect(body.users_by_type.admin).toBeGreaterThanOrEqual(1);
    }
    expect((await get('/api/admin/overview?period=year')).statusCode).toBe(400);
  });
});

describe('logo upload in /admin', () => {
  async function uploadLogo(bytes: Buffer, type = 'image/png') {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(bytes)], { type }), 'logo.png');
    const encoded = new Response(form);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/logo',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it('re-encodes a transparent PNG to WebP under a new name and serves it; a non-image is refused', async () => {
    const png = await sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 240, g: 50, b: 136, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const res = await uploadLogo(png);
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/media\/site\/logo-[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 400, hasAlpha: true });

    const bad = await uploadLogo(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_IMAGE');
  });
});
