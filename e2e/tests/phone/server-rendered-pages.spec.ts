import { type Page, expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { blockThirdParties, phone, waitForHydration } from '../../support/browser.ts';
import { inDays } from '../../support/dates.ts';
import { listedDemoModels } from '../../support/demo-people.ts';
import { publishJob } from '../../support/hiring.ts';
import { makePhoto } from '../../support/photos.ts';
import { seededPageSlugs } from '../../../packages/shared/src/navigation/site-links.ts';

test.use({ viewport: phone });

// A link shared on WhatsApp opens on a phone on 4G: the page's content must be in the first answer
// (docs/architecture.md "Server-rendered pages"), not after the app has loaded and fetched it.

interface GalleryItem {
  url: string;
}

async function demoModelWithGallery(page: Page): Promise<{ slug: string; name: string; firstPhoto: string }> {
  for (const { slug, name } of listedDemoModels()) {
    const media = (await (await page.request.get(`/api/profiles/${slug}/media`)).json()) as { items: GalleryItem[] };
    const first = media.items[0];
    if (first) return { slug, name, firstPhoto: first.url };
  }
  throw new Error('no demo model with a gallery');
}

/** The page's HTML as a client without JavaScript (a crawler, WhatsApp's preview) gets it. */
async function htmlOf(page: Page, path: string): Promise<{ status: number; html: string }> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

test("a profile's HTML holds the person's name and the gallery's first photo, without JavaScript", async ({ page }) => {
  const model = await demoModelWithGallery(page);
  const { status, html } = await htmlOf(page, `/perfil/${model.slug}`);
  expect(status).toBe(200);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(model.name)}`));
  expect(html).toContain(`src="${model.firstPhoto}"`);
});

test("a job's HTML holds its title and description; an unknown profile or job answers 404", async ({ page, baseURL }) => {
  const owner = await person(baseURL as string, 'contractor');
  const title = `Editorial de verão <Ipanema> ${Date.now()}`;
  const job = await publishJob(owner, baseURL as string, {
    title,
    description: 'Fotos na praia ao amanhecer, com figurino da marca.',
    starts_on: inDays(20),
    pay_cents: 80_000,
  });
  const { status, html } = await htmlOf(page, `/vagas/${job.id}`);
  expect(status).toBe(200);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(title)}`));
  expect(html).toContain('Fotos na praia ao amanhecer');
  // The title's markup-like text is text, escaped, in the page and in the state it carries.
  expect(html).not.toContain('<Ipanema>');

  expect((await htmlOf(page, '/perfil/ninguem-com-este-nome')).status).toBe(404);
  expect((await htmlOf(page, '/vagas/00000000-0000-4000-8000-000000000000')).status).toBe(404);
});

test('lists, the home page, pricing and content pages arrive rendered', async ({ page }) => {
  for (const [path, text] of [
    ['/', /Modelos em destaque/],
    ['/modelos', /<article[^>]* data-profile-slug="/],
    ['/contratantes', /<article[^>]* data-profile-slug="/],
    ['/vagas', /<article[^>]* data-job-id="/],
    ['/ensaios', /<article[^>]* data-shoot-id="/],
    ['/precos', /<h1[^>]*>Preços/],
    ['/termos', /<h1/],
  ] as const) {
    const { status, html } = await htmlOf(page, path);
    expect(status, path).toBe(200);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root, path).toMatch(text);
    expect(root, path).not.toContain('Carregando...');
    expect(html, path).toContain('id="passarela-server-state"');
  }
});

test('text answers are compressed with brotli for a browser that accepts it', async ({ page }) => {
  const html = await page.request.get('/modelos', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toBe('br');
  const source = await html.text();
  // The page's scripts load after its first paint, from the list the loader reads (plugins/scripts-after-paint.ts).
  const script = (JSON.parse(/id="passarela-modules">([^<]+)</.exec(source)?.[1] ?? '{}') as { run?: string[] }).run?.at(-1);
  const style = /<link rel="stylesheet" crossorigin href="([^"]+\.css)"/.exec(source)?.[1];
  expect(script && style).toBeTruthy();
  for (const path of [script as string, style as string, '/api/models']) {
    const answer = await page.request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers()['content-encoding'], path).toBe('br');
  }
});

/** A photographer's package in `city`, its cover from her gallery (stored in the gallery widths). */
async function packageWithCover(baseURL: string, city: string): Promise<{ id: string }> {
  const photographer = await person(baseURL, 'photographer', { sendOrigin: true });
  const uploaded = await photographer.api.post('/api/profiles/me/media', { multipart: { photos: await makePhoto() } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const cover = ((await uploaded.json()) as { items: Array<{ id: string }> }).items[0]?.id as string;
  const created = await photographer.api.post('/api/shoots', {
    data: {
      title: 'Book de moda em estúdio',
      description: 'Book completo com troca de looks e luz de estúdio.',
      category: 'book',
      duration_minutes: 120,
      edited_photos: 20,
      delivery_days: 7,
      location_kind: 'a_combinar',
      city,
      uf: 'SP',
      price_cents: 45_000,
      cover_media_ids: [cover],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { package: { id: string } }).package;
  await photographer.api.dispose();
  return { id };
}

test.describe('in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await blockThirdParties(page);
  });

  test('public pages hydrate without a console warning and without fetching their data again', async ({ page, baseURL }) => {
    const model = await demoModelWithGallery(page);
    const owner = await person(baseURL as string, 'contractor');
    const job = await publishJob(owner, baseURL as string, {
      title: 'Campanha de inverno',
      description: 'Estúdio em Pinheiros.',
      starts_on: inDays(15),
      pay_cents: 50_000,
    });
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });

    // A demo photographer's package (issue 27): its page renders the free dates too.
    const shoot = ((await (await page.request.get('/api/shoots?limit=1')).json()) as { items: Array<{ id: string }> }).items[0];
    const shootPaths = shoot ? ['/ensaios', `/ensaios/${shoot.id}`] : ['/ensaios'];
    // Every seeded content page (/precos is its own page), /contato with its form too.
    const contentPaths = seededPageSlugs.filter((slug) => slug !== 'precos').map((slug) => `/${slug}`);
    expect(contentPaths).toContain('/contato');
    for (const path of ['/', '/modelos', '/contratantes', '/vagas', `/vagas/${job.id}`, `/perfil/${model.slug}`, ...shootPaths, '/precos', ...contentPaths]) {
      apiCalls.length = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(messages, path).toEqual([]);
      expect(apiCalls, path).toEqual([]);
    }

    // /contato (checked in the loop above) renders its form.
    await page.goto('/contato', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeVisible();

    // Hydrated, not just painted: the header's button opens the login dialog.
    await page.goto(`/perfil/${model.slug}`);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('every image of a public page holds its box (width and height); only the profile photo is fetched first', async ({ page, baseURL }) => {
    const model = await demoModelWithGallery(page);
    const owner = await person(baseURL as string, 'contractor');
    const job = await publishJob(owner, baseURL as string, {
      title: 'Catálogo de verão',
      description: 'Fotos em estúdio no centro da cidade.',
      starts_on: inDays(18),
      pay_cents: 60_000,
    });
    // A package with a cover photo, alone in its city (the demo photographers' packages have none).
    const city = `Holambra ${Date.now().toString(36)}`;
    const shoot = await packageWithCover(baseURL as string, city);
    const contentPaths = seededPageSlugs.filter((slug) => slug !== 'precos').map((slug) => `/${slug}`);
    const paths = [
      '/',
      '/modelos',
      '/contratantes',
      '/vagas',
      `/vagas/${job.id}`,
      `/perfil/${model.slug}`,
      '/ensaios',
      `/ensaios/${shoot.id}`,
      '/precos',
      ...contentPaths,
    ];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      const images = await page
        .locator('img')
        .evaluateAll((nodes) =>
          nodes.map((node) => ({ src: node.getAttribute('src') ?? '', width: node.getAttribute('width'), height: node.getAttribute('height') })),
        );
      expect(images.length, path).toBeGreaterThan(0);
      expect(
        images.filter((image) => !image.width || !image.height).map((image) => image.src),
        `${path}: images without width and height`,
      ).toEqual([]);
    }

    // The profile's photo is its largest paint: the only image fetched at high priority (not the logo).
    await page.goto(`/perfil/${model.slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('img', { name: `Foto de ${model.name}`, exact: true })).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    // /ensaios: the first card's cover comes first, every cover offers the stored widths.
    await page.goto(`/ensaios?city=${encodeURIComponent(city)}`, { waitUntil: 'networkidle' });
    const covers = page.locator('article[data-shoot-id] img');
    await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(covers.first()).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w/);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  });

  test('a list of cards checks the session with one timer, not one per heart', async ({ page }) => {
    // Every setInterval the page asks for, by delay (docs/architecture.md, "Speed on a phone").
    await page.addInitScript(() => {
      const counts: Record<string, number> = {};
      (window as unknown as { intervalCounts: Record<string, number> }).intervalCounts = counts;
      const original = window.setInterval.bind(window);
      window.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
        counts[String(delay)] = (counts[String(delay)] ?? 0) + 1;
        return original(handler, delay, ...rest);
      }) as typeof window.setInterval;
    });
    await page.goto('/modelos', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await expect(page.locator('article[data-profile-slug]')).toHaveCount(24);
    await expect(page.getByRole('button', { name: /^Favoritar / })).toHaveCount(24);
    const counts = await page.evaluate(() => (window as unknown as { intervalCounts: Record<string, number> }).intervalCounts);
    // SESSION_CHECK_INTERVAL_MS (lib/session/get-session.ts).
    expect(counts['30000']).toBe(1);
  });

  test("a signed-in visitor's browser renders the page with her own state, without a warning", async ({ browser, baseURL }) => {
    const model = await person(baseURL as string, 'model');
    const context = await browser.newContext({ viewport: phone, storageState: await model.api.storageState() });
    const page = await context.newPage();
    await blockThirdParties(page);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    const response = await page.goto('/vagas', { waitUntil: 'networkidle' });
    // Her header, hearts and applications live in her browser: the server sends the app, not a guest's page.
    expect(await response?.text()).not.toContain('passarela-server-state');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
    expect(messages).toEqual([]);
    await context.close();
  });
});
