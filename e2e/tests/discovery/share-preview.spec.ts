import { expect, test } from '@playwright/test';
import { signUp } from '../../support/accounts.ts';

/** The content of <meta name|property="key" content="...">, as a crawler without JavaScript reads it. */
function meta(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta\\s+(?:name|property)="${key.replace(/[.:]/g, '\\$&')}"\\s+content="([^"]*)"`, 'g');
  const found = [...html.matchAll(pattern)].map((match) => match[1]);
  expect(found.length, `${key} appears once`).toBeLessThanOrEqual(1);
  return found[0];
}

test('GET /perfil/{slug} without a browser carries the profile’s title, description and photo in the HTML', async ({ request, baseURL }) => {
  const origin = String(baseURL);
  const model = await signUp(origin, 'model', {
    overrides: {
      first_name: 'Yara',
      last_name: 'Compartilhada',
      city: 'Recife',
      state: 'PE',
      gender: 'feminino',
      model_type: 'morena',
      model_physical_type: 'fitness',
      model_characteristics: ['natural'],
      work_interests: ['catalogo'],
    },
  });

  const response = await request.get(`/perfil/${model.slug}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  expect(meta(html, 'og:title')).toMatch(/^Yara Compartilhada \| .+/);
  expect(html).toMatch(/<title>Yara Compartilhada \| [^<]+<\/title>/);
  expect(meta(html, 'description')).toContain('Modelo em Recife, PE.');
  expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
  expect(meta(html, 'og:url')).toBe(`${origin}/perfil/${model.slug}`);
  expect(meta(html, 'og:type')).toBe('profile');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'robots')).toBeUndefined();

  const image = meta(html, 'og:image') ?? '';
  expect(image).toMatch(new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/media/.+-960\\.webp$`));
  const photo = await request.get(image);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/webp');

  // An unknown profile: the plain app with HTTP 404, kept out of search engines.
  const missing = await request.get('/perfil/ninguem-com-este-nome-e2e');
  expect(missing.status()).toBe(404);
  const missingHtml = await missing.text();
  expect(meta(missingHtml, 'robots')).toBe('noindex');
  expect(meta(missingHtml, 'og:image')).toBeUndefined();
});

test('robots.txt and sitemap.xml come from the server', async ({ request, baseURL }) => {
  const origin = String(baseURL);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /dashboard');
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${origin}/modelos</loc>`);
  expect(xml).toContain(`<loc>${origin}/termos</loc>`);
});
