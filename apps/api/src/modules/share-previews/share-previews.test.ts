import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

type Account = Awaited<ReturnType<typeof createAccount>>;

// index.html as the web build writes it: site-wide defaults that a profile's own tags must replace.
const indexHtml = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Passarela | Modelos, contratantes e fotógrafos</title>
    <meta
      name="description"
      content="Passarela é o marketplace padrão."
    />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Passarela" />
    <meta property="og:title" content="Passarela | Modelos, contratantes e fotógrafos" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let seed: TestApp;
let visible: Account;
let xss: Account;
let hidden: Account;
let suspended: Account;
let minor: Account;

beforeAll(async () => {
  seed = await createTestApp();
  const dist = path.join(seed.config.dataDir, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  t = await createTestApp({ database: seed.database, env: { WEB_DIST_DIR: dist } });

  visible = await createAccount(t.app, { first_name: 'Luana', last_name: 'Prévia', city: 'Salvador', state: 'BA' });
  await t.database.db
    .update(profiles)
    .set({ bio: 'Modelo de passarela e catálogo há 5 anos. Adoro ensaios ao ar livre & campanhas "de verão".' })
    .where(eq(profiles.userId, visible.user.id));
  xss = await createAccount(t.app, { first_name: 'Maria', last_name: 'Escape' });
  await t.database.db
    .update(profiles)
    .set({ firstName: '<script>alert("x")</script>', bio: '</title><img src=x onerror=alert(1)>' })
    .where(eq(profiles.userId, xss.user.id));
  hidden = await createAccount(t.app, { first_name: 'Helena', last_name: 'Oculta' });
  await t.database.db.update(profiles).set({ isHidden: true }).where(eq(profiles.userId, hidden.user.id));
  suspended = await createAccount(t.app, { first_name: 'Sara', last_name: 'Suspensa' });
  await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
  minor = await createAccount(t.app, { first_name: 'Júlia', last_name: 'Jovem' });
  const fifteenYearsAgo = new Date(Date.now() - 15 * 365.25 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await t.database.db.update(profiles).set({ birthDate: fifteenYearsAgo }).where(eq(profiles.userId, minor.user.id));
}, 180_000);
afterAll(async () => {
  await t?.close();
  await seed?.close();
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
/** The content of <meta (name|property)="key">, or undefined; fails when the key appears twice. */
function metaContent(html: string, key: string): string | undefined {
  const matches = [...html.matchAll(/<meta\s[^>]*?(?:name|property)="([^"]+)"[^>]*?content="([^"]*)"[^>]*>/g)].filter((match) => match[1] === key);
  expect(matches.length, `meta ${key}`).toBeLessThanOrEqual(1);
  return matches[0]?.[2];
}

describe('GET /perfil/:slug (share previews)', () => {
  it('sends the profile’s title, description, Open Graph and Twitter tags in the HTML, replacing the defaults', async () => {
    const res = await page(`/perfil/${visible.user.profile_slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const origin = t.config.publicUrl;
    expect(html).toContain('<title>Luana Prévia | Passarela</title>');
    expect(metaContent(html, 'og:title')).toBe('Luana Prévia | Passarela');
    expect(metaContent(html, 'description')).toBe(
      'Modelo em Salvador, BA. Modelo de passarela e catálogo há 5 anos. Adoro ensaios ao ar livre &amp; campanhas &quot;de verão&quot;.',
    );
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
    const image = metaContent(html, 'og:image') ?? '';
    expect(image.startsWith(`${origin}/media/`)).toBe(true);
    expect(image).toMatch(/-960\.webp$/);
    expect(metaContent(html, 'og:url')).toBe(`${origin}/perfil/${visible.user.profile_slug}`);
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:site_name')).toBe('Passarela');
    expect(metaContent(html, 'og:locale')).toBe('pt_BR');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'robots')).toBeUndefined();
    expect(html).not.toContain('marketplace padrão');
    // Still the app: its script, root and the page CSP.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-abc.js');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    // The stored image behind og:image exists at that path.
    const media = await page(new URL(image).pathname);
    expect(media.statusCode).toBe(200);
  });

  it('finds the profile whatever the slug’s case, and follows the site name setting', async () => {
    await t.app.services.settingsService.update({ SITE_NAME: 'Passarela & Cia' }, 'test');
    try {
      const html = (await page(`/perfil/${visible.user.profile_slug.toUpperCase()}`)).body;
      expect(metaContent(html, 'og:site_name')).toBe('Passarela &amp; Cia');
      expect(html).toContain('<title>Luana Prévia | Passarela &amp; Cia</title>');
    } finally {
      await t.app.services.settingsService.update({ SITE_NAME: 'Passarela' }, 'test');
    }
  });

  it('escapes names and bios: a <script> name arrives as text', async () => {
    const html = (await page(`/perfil/${xss.user.profile_slug}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Escape | Passarela</title>');
    expect(metaContent(html, 'og:title')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Escape | Passarela');
    expect(metaContent(html, 'description')).toContain('&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;');
    // The only scripts are the app's own.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('answers unknown and suspended profiles with the plain app, 404 and marked noindex', async () => {
    for (const slug of [
      'ninguem-com-este-nome',
      suspended.user.profile_slug,
      'x'.repeat(99),
      'x'.repeat(150),
      'a/b',
      'nome.com.ponto',
      'nome%20com%20espa%C3%A7o',
    ]) {
      const res = await page(`/perfil/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(metaContent(res.body, 'robots'), slug).toBe('noindex');
      expect(res.body, slug).toContain('<title>Passarela | Modelos, contratantes e fotógrafos</title>');
      expect(metaContent(res.body, 'og:title'), slug).toBe('Passarela | Modelos, contratantes e fotógrafos');
      expect(res.body).not.toContain('Sara');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('answers odd slugs (NUL, broken UTF-8, traversal, quotes, huge) without a server error', async () => {
    for (const value of ['%00', 'a%00b', '%E0%A4%A', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', "a'b", '%27%20OR%201%3D1--', 'a'.repeat(300), '%F0%9F%98%80']) {
      const res = await page(`/perfil/${value}`);
      expect(res.statusCode, value).toBeLessThan(500);
      expect(res.body, value).not.toContain('og:image');
    }
  });

  it('keeps the preview of hidden profiles and minors (reachable by link) but asks search engines to stay away', async () => {
    for (const account of [hidden, minor]) {
      const html = (await page(`/perfil/${account.user.profile_slug}`)).body;
      expect(metaContent(html, 'og:title')).toContain(account.data.last_name as string);
      expect(metaContent(html, 'robots')).toBe('noindex');
    }
    // A minor's Instagram (createAccount's '@ana.souza') is nowhere in her preview either.
    expect((await page(`/perfil/${minor.user.profile_slug}`)).body).not.toContain('ana.souza');
  });

  it("hides the contacts a minor wrote in her bio from her preview's description (docs/security.md #23)", async () => {
    await t.database.db
      .update(profiles)
      .set({ bio: 'Modelo teen. Zap (71) 98877-6655, julia.jovem@gmail.com' })
      .where(eq(profiles.userId, minor.user.id));
    const description = metaContent((await page(`/perfil/${minor.user.profile_slug}`)).body, 'description');
    expect(description).toContain('Modelo teen. Zap [contato oculto], [contato oculto]');
    expect(description).not.toMatch(/98877|julia\.jovem/);
  });

  it('leaves other pages on the plain history fallback', async () => {
    const res = await page('/modelos');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the home, the lists, published content pages and indexable profiles with lastmod', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    const origin = t.config.publicUrl;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const listPath of ['/', '/modelos', '/contratantes', '/vagas']) expect(xml).toContain(`<loc>${origin}${listPath}</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${origin}/termos</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z</lastmod>`));
    expect(xml).toMatch(new RegExp(`<loc>${origin}/perfil/${visible.user.profile_slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    expect(xml).toContain(`/perfil/${xss.user.profile_slug}</loc>`);
    for (const excluded of [hidden, suspended, minor]) expect(xml).not.toContain(`/perfil/${excluded.user.profile_slug}<`);
    expect(xml).not.toContain('/dashboard');
  });

  it('robots.txt keeps private areas out and points at the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /favoritos',
        'Disallow: /testepagamento',
        '',
        `Sitemap: ${t.config.publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
