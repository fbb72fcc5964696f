import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicSettingKeys, settingKeys } from '@passarela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { actAs, createTestApp, TEST_ORIGIN, type TestApp } from './test-support/test-app.ts';
import { testDatabaseDriver } from './test-support/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('reports the database it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up', driver: testDatabaseDriver } });
  });

  it('answers 503 degraded when the database is unreachable', async () => {
    const broken = await createTestApp({
      database: { ...t.database, ping: async () => Promise.reject(new Error('connection refused')), close: async () => {} },
    });
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    await broken.app.close();
  });
});

describe('request ids and logs', () => {
  it('gives every response a request id and logs it as JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    const id = res.headers['x-request-id'];
    expect(typeof id).toBe('string');
    const line = t.logs.find((entry) => entry.includes(String(id)));
    expect(line).toBeDefined();
    expect(() => JSON.parse(line as string)).not.toThrow();
  });

  it('keeps a well-formed incoming request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(res.headers['x-request-id']).toBe('edge-1234abcd');
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...actAs('admin'), 'content-type': 'application/json' },
      payload: '{"SITE_NAME": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { ...actAs('admin'), 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses at start-up a route that does not declare who may call it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp(config, { database: t.database });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/config\.access/);
    await app.close();
  });
});

describe('settings', () => {
  it('returns every public key with its default, and no private key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const { settings } = res.json() as { settings: Record<string, unknown> };
    expect(Object.keys(settings).sort()).toEqual([...publicSettingKeys].sort());
    expect(settings).toMatchObject({ SITE_LOGO_URL: '/logo.svg', PAYMENT_METHOD_PIX: true, FACEBOOK_PIXEL_ID: '', HEAD_CUSTOM_SCRIPTS: '' });
    expect(settings).not.toHaveProperty('ADMIN_ALERT_EMAIL');
    expect(settingKeys).toContain('ADMIN_ALERT_EMAIL');
  });

  it('refuses writes from guests (401) and from every non-admin role (403)', async () => {
    const body = { SITE_NAME: 'Invadido' };
    const guest = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { origin: TEST_ORIGIN }, payload: body });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHENTICATED');
    for (const role of ['model', 'contractor', 'photographer'] as const) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: actAs(role), payload: body });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: actAs(role) });
      expect(read.statusCode, role).toBe(403);
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(after.json().settings.SITE_NAME).toBe('Passarela');
  });

  it('lets an admin change settings, stored and returned to everyone', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: actAs('admin'),
      payload: { SITE_LOGO_SIZE: 44, PAYMENT_METHOD_BOLETO: 'false', ADMIN_ALERT_EMAIL: 'ops@passarela.app' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ SITE_LOGO_SIZE: 44, PAYMENT_METHOD_BOLETO: false, ADMIN_ALERT_EMAIL: 'ops@passarela.app' });
    const stored = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(stored.json().settings).toMatchObject({ SITE_LOGO_SIZE: 44, PAYMENT_METHOD_BOLETO: false });
    expect(stored.json().settings).not.toHaveProperty('ADMIN_ALERT_EMAIL');
    const adminView = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: actAs('admin') });
    expect(adminView.json().settings.ADMIN_ALERT_EMAIL).toBe('ops@passarela.app');
  });

  it('validates each value by its type and refuses unknown keys with 400 and details', async () => {
    const cases = [
      { SITE_LOGO_SIZE: 'big' },
      { SITE_LOGO_SIZE: 9999 },
      { NOT_A_SETTING: 1 },
      { FACEBOOK_PIXEL_ID: '<script>' },
      { SITE_LOGO_URL: 'javascript:alert(1)' },
      { PRO_MONTHLY_PRICE_CENTS: 10.5 },
    ];
    for (const payload of cases) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: actAs('admin'), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Array.isArray(body.details)).toBe(true);
    }
  });

  it('refuses a state-changing request from a foreign origin (docs/security.md #7)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...actAs('admin'), origin: 'https://evil.example' },
      payload: { SITE_NAME: 'Forjado' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORIGIN_FORBIDDEN');
    const cookieOnly = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: 'session=abc' }, payload: { SITE_NAME: 'Forjado' } });
    expect(cookieOnly.statusCode).toBe(403);
  });
});

describe('content pages', () => {
  it('serves every seeded page with its Markdown rendered to HTML', async () => {
    for (const slug of ['como-funciona', 'precos', 'blog', 'central-de-ajuda', 'contato', 'termos', 'privacidade', 'seguranca']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(res.statusCode, slug).toBe(200);
      const page = res.json();
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThan(2);
      expect(page.html).toMatch(/<(h2|p)>/);
    }
  });

  it('finds a page whatever the case of its slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/TERMOS' });
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toBe('termos');
  });

  it('answers an unknown slug with PAGE_NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PAGE_NOT_FOUND');
  });

  it('lists the published pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages' });
    expect(res.json().pages.map((p: { slug: string }) => p.slug)).toEqual(expect.arrayContaining(['termos', 'privacidade', 'contato']));
  });

  it('re-seeding at start-up keeps the pages once', async () => {
    const again = await createTestApp({ database: t.database });
    const res = await again.app.inject({ method: 'GET', url: '/api/pages' });
    const slugs = res.json().pages.map((p: { slug: string }) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    await again.app.close();
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/settings', '/api/pages/{slug}', '/api/admin/settings']));
  });
});

describe('web app serving', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = path.join(t.config.dataDir, 'fake-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Passarela</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.info(1)');
    writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await createTestApp({ database: t.database, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await web?.app.close();
  });

  it('answers app paths with the SPA (history fallback) and its security headers; paths no page shows with 404', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/modelos', 200],
      ['/modelos/', 200],
      ['/responsavel/confirmar?token=x', 200],
      ['/termos?utm=1', 200],
      ['/perfil/ana-souza', 404],
      ['/x/y/z', 404],
      ['/pagina-que-nao-existe', 404],
      ['/vagas/x/y', 404],
      ['/mensagens/0f8fad5b-d9cb-469f-a165-70867728950e', 200],
      ['/mensagens/0f8fad5b-d9cb-469f-a165', 404],
    ] as const) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets with a long cache and missing assets as 404, not HTML', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await web.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
    const logo = await web.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(logo.statusCode).toBe(200);
  });

  it('allows the analytics hosts in the CSP only while their settings are on (docs/security.md #26)', async () => {
    const before = await web.app.inject({ method: 'GET', url: '/' });
    expect(before.headers['content-security-policy']).not.toContain('connect.facebook.net');
    expect(before.headers['content-security-policy']).not.toContain('googletagmanager');
    expect(before.headers['content-security-policy']).toMatch(/script-src 'self';/);

    const set = await web.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: actAs('admin'),
      payload: { FACEBOOK_PIXEL_ID: '1234567890', GOOGLE_TRACKING_ID: 'G-ABC123' },
    });
    expect(set.statusCode).toBe(200);
    const on = await web.app.inject({ method: 'GET', url: '/' });
    expect(on.headers['content-security-policy']).toContain('https://connect.facebook.net');
    expect(on.headers['content-security-policy']).toContain('https://www.googletagmanager.com');

    await web.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: actAs('admin'), payload: { FACEBOOK_PIXEL_ID: '', GOOGLE_TRACKING_ID: '' } });
    const off = await web.app.inject({ method: 'GET', url: '/' });
    expect(off.headers['content-security-policy']).toMatch(/script-src 'self';/);
  });

  it('gives JSON answers a locked-down CSP', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
