import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVersionHash } from '../../modules/pages/index.ts';
import { actAs, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { earlierSeedVersions, readSeedPages } from './seed-content-pages.ts';

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

  it('a rewritten seed replaces the earlier seeded text where nobody edited it, never an edited page, and only once', async () => {
    const fresh = readSeedPages().find((page) => page.slug === 'como-funciona');
    if (!fresh) throw new Error('como-funciona is seeded');
    const earlier = { title: 'Como funciona (antiga)', description: 'A versão de antes.', bodyMarkdown: 'Texto da versão anterior.' };
    const putBack = (page: typeof earlier) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/pages/como-funciona',
        headers: admin,
        payload: { title: page.title, description: page.description, body_markdown: page.bodyMarkdown, published: true },
      });
    const pages = t.app.services.pagesService;

    // A database that still holds the earlier seeded text (as a release ago) gets the new one.
    expect((await putBack(earlier)).statusCode).toBe(200);
    expect(await pages.replaceUneditedSeed(fresh, [seedVersionHash(earlier)])).toBe(true);
    const replaced = (await t.app.inject({ url: '/api/pages/como-funciona' })).json();
    expect(replaced).toMatchObject({ title: fresh.title, description: fresh.description });
    // Again: nothing left to replace.
    expect(await pages.replaceUneditedSeed(fresh, [seedVersionHash(earlier)])).toBe(false);

    // An admin changed only the description of the earlier text: the page is hers now.
    expect((await putBack({ ...earlier, description: 'Editada pela equipe.' })).statusCode).toBe(200);
    expect(await pages.replaceUneditedSeed(fresh, [seedVersionHash(earlier)])).toBe(false);
    expect((await t.app.inject({ url: '/api/pages/como-funciona' })).json()).toMatchObject({ description: 'Editada pela equipe.' });

    // A deleted page is not brought back.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/pages/como-funciona', headers: admin })).statusCode).toBe(204);
    expect(await pages.replaceUneditedSeed(fresh, [seedVersionHash(fresh)])).toBe(false);
    expect((await t.app.inject({ url: '/api/pages/como-funciona' })).statusCode).toBe(404);
  });

  it('lists earlier versions only of seeded pages, never the current text', () => {
    const seeds = new Map(readSeedPages().map((page) => [page.slug, page]));
    for (const [slug, hashes] of Object.entries(earlierSeedVersions)) {
      const current = seeds.get(slug);
      expect(current, slug).toBeDefined();
      if (current) expect(hashes, slug).not.toContain(seedVersionHash(current));
    }
  });

  it('the safety page states the rules of the platform', async () => {
    const page = (await t.app.inject({ url: '/api/pages/seguranca' })).json() as { html: string };
    for (const rule of [
      'Nunca pague para conseguir um trabalho',
      'Mercado Pago',
      'contato oculto até o pagamento',
      'Leve alguém com você',
      'Identidade verificada',
      'Denunciar',
      '/contato',
    ]) {
      expect(page.html, rule).toContain(rule);
    }
  });
});
