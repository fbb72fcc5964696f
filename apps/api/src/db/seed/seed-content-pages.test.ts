import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { readSeedPages } from './seed-content-pages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const admin = actAs('admin', 'admin-paginas');

describe('seeded content pages', () => {
  it('come once: a page an admin deleted stays deleted after a restart, an edited one stays edited', async () => {
    const slugs = readSeedPages().map((page) => page.slug);
    expect(slugs).toContain('blog');
    for (const slug of slugs) expect((await t.app.inject({ url: `/api/pages/${slug}` })).statusCode, slug).toBe(200);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/pages/blog', headers: admin })).statusCode).toBe(204);
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/precos',
      headers: admin,
      payload: { title: 'Preços da casa', body_markdown: 'Tabela nova.', published: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // A restart: another app on the same database seeds again.
    const restarted = await createTestApp({ database: t.database });
    try {
      expect((await restarted.app.inject({ url: '/api/pages/blog' })).statusCode).toBe(404);
      expect((await restarted.app.inject({ url: '/api/pages/precos' })).json()).toMatchObject({ title: 'Preços da casa' });
      expect((await restarted.app.inject({ url: '/api/pages/termos' })).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
