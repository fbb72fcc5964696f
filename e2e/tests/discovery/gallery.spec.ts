import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../../support/test.ts';
import { signUp } from '../../support/accounts.ts';
import { blockThirdParties, phone } from '../../support/browser.ts';

interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A plain photo in one colour and size, so each one is easy to tell apart in the gallery. */
async function photo(name: string, rgb: [number, number, number], width: number, height: number): Promise<Photo> {
  const format = name.endsWith('.png') ? 'png' : 'jpeg';
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

const threePhotos = () =>
  Promise.all([photo('vermelha.jpg', [220, 40, 40], 900, 1200), photo('verde.png', [40, 180, 60], 1200, 800), photo('azul.jpg', [40, 60, 220], 800, 800)]);

interface Gallery {
  items: { id: string; url: string; caption: string }[];
  limit: number;
  used: number;
}

async function ownGallery(page: Page): Promise<Gallery> {
  const response = await page.request.get('/api/profiles/me/media');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Gallery;
}

const shotsDir = process.env.GALLERY_SHOTS_DIR;

// Image work (sharp) on a shared two-core machine: generous, but a broken page still fails fast enough.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('a model uploads three photos at once, reorders, captions, and visitors see that order in the viewer', async ({ page, baseURL }) => {
  const account = await signUp(baseURL as string, 'model', { request: page.request });
  // Each upload waits a moment at the network, so its progress bar is there to be seen.
  await page.route('**/api/profiles/me/media', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });

  await page.goto('/dashboard?tab=gallery');
  await expect(page.getByRole('heading', { level: 2, name: 'Minha Mídia' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('gallery-counter')).toHaveText('0 de 12 fotos');
  await expect(page.getByText('Nenhuma foto ainda.')).toBeVisible();

  await page.getByLabel('Escolher fotos').setInputFiles(await threePhotos());
  await expect(page.getByRole('progressbar', { name: 'Enviando vermelha.jpg' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Envios' }).getByText('Na fila')).toHaveCount(2);

  const tiles = page.getByRole('list', { name: 'Suas fotos' }).getByRole('listitem');
  await expect(tiles).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Envios' })).toHaveCount(0);
  await expect(page.getByTestId('gallery-counter')).toHaveText('3 de 12 fotos');

  // Sent one after another, so the gallery holds them in the order they were chosen.
  const uploaded = await ownGallery(page);
  const [red, green, blue] = uploaded.items.map((item) => item.url) as [string, string, string];
  await expect(page.getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', red);
  const tileSources = () => tiles.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(await tileSources()).toEqual([red, green, blue]);

  // The third photo moves to the front with the keyboard-friendly buttons.
  const saveOrder = () => page.waitForResponse((response) => response.url().endsWith('/api/profiles/me/media/order') && response.status() === 200);
  let saved = saveOrder();
  await tiles.nth(2).getByRole('button', { name: 'Mover para a esquerda' }).click();
  await saved;
  saved = saveOrder();
  await tiles.nth(1).getByRole('button', { name: 'Mover para a esquerda' }).click();
  await saved;
  expect(await tileSources()).toEqual([blue, red, green]);
  await expect(tiles.first().getByRole('button', { name: 'Mover para a esquerda' })).toBeDisabled();

  const caption = page.getByLabel('Legenda da foto 1');
  await caption.fill('Editorial de verão');
  await caption.press('Enter');
  await expect(tiles.first().getByText('Legenda salva')).toBeVisible();

  await page.reload();
  await expect(tiles).toHaveCount(3, { timeout: 15_000 });
  expect(await tileSources()).toEqual([blue, red, green]);
  await expect(page.getByLabel('Legenda da foto 1')).toHaveValue('Editorial de verão');
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/gallery-tab-desktop.png`, fullPage: true });

  // The public profile shows the same order, with responsive, sized images: the first row (two on a
  // phone) loads at once, being on the first screen; the rest lazily.
  await page.goto(`/perfil/${account.slug}`);
  const gallery = page.getByRole('region', { name: 'Galeria' });
  const openers = gallery.getByRole('button', { name: /^Abrir foto/ });
  await expect(openers).toHaveCount(3, { timeout: 15_000 });
  if (shotsDir) {
    await gallery.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/public-gallery-desktop.png` });
  }
  const publicSources = await gallery.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(publicSources).toEqual([blue, red, green]);
  const first = gallery.getByRole('img', { name: 'Editorial de verão' });
  await expect(first).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w/);
  await expect(first).not.toHaveAttribute('loading', 'lazy');
  await expect(gallery.locator('img').nth(2)).toHaveAttribute('loading', 'lazy');
  await expect(first).toHaveAttribute('width', '800');
  await expect(first).toHaveAttribute('height', '800');

  // The viewer: keyboard moves, Escape closes and gives focus back to the photo that opened it.
  await openers.first().click();
  const viewer = page.getByRole('dialog', { name: 'Fotos de Ana Souza' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('Foto 1 de 3')).toBeVisible();
  await expect(viewer.getByText('Editorial de verão')).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', blue);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Foto 2 de 3')).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', red);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Foto 3 de 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Foto 2 de 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Foto anterior' }).click();
  await expect(viewer.getByText('Foto 1 de 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Próxima foto' }).click();
  await expect(viewer.getByText('Foto 2 de 3')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Focus is back on the photo that was on screen.
  await expect(openers.nth(1)).toBeFocused();
});

test('drag and drop reorders; on a phone the gallery tab fits and a swipe moves the viewer', async ({ page, baseURL }) => {
  const account = await signUp(baseURL as string, 'model', { request: page.request });
  for (const file of await threePhotos()) {
    const response = await page.request.post('/api/profiles/me/media', { headers: { origin: baseURL as string }, multipart: { photos: file } });
    expect(response.status(), await response.text()).toBe(201);
  }
  const [red, green, blue] = (await ownGallery(page)).items.map((item) => item.url) as [string, string, string];

  await page.goto('/dashboard?tab=gallery');
  const tiles = page.getByRole('list', { name: 'Suas fotos' }).getByRole('listitem');
  await expect(tiles).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByTestId('gallery-counter')).toHaveText('3 de 12 fotos');

  // Mouse drag and drop (the desktop path): the first photo dropped on the third.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/profiles/me/media/order'));
  await tiles.nth(0).dragTo(tiles.nth(2));
  expect((await saved).status()).toBe(200);
  const sources = await tiles.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(sources).toEqual([green, blue, red]);
  expect((await ownGallery(page)).items.map((item) => item.url)).toEqual([green, blue, red]);

  await page.setViewportSize(phone);
  await expect(tiles).toHaveCount(3);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shotsDir) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shotsDir}/gallery-tab-390.png` });
    await tiles.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/gallery-tiles-390.png` });
  }

  await page.goto(`/perfil/${account.slug}`);
  const gallery = page.getByRole('region', { name: 'Galeria' });
  await gallery.getByRole('button', { name: 'Abrir foto 1 de 3' }).click({ timeout: 15_000 });
  const viewer = page.getByRole('dialog', { name: 'Fotos de Ana Souza' });
  await expect(viewer.getByText('Foto 1 de 3')).toBeVisible();
  await expect(viewer.getByRole('img')).toBeVisible();
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/viewer-390.png`, animations: 'disabled' });

  // A swipe to the left is the next photo, to the right the previous one.
  const stage = page.getByTestId('photo-viewer-stage');
  const swipe = async (fromX: number, toX: number) => {
    await stage.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 7, clientX: fromX, clientY: 400, isPrimary: true });
    await stage.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 7, clientX: toX, clientY: 405, isPrimary: true });
  };
  await swipe(320, 80);
  await expect(viewer.getByText('Foto 2 de 3')).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', blue);
  await swipe(80, 320);
  await expect(viewer.getByText('Foto 1 de 3')).toBeVisible();
  // A short move is a tap, not a swipe.
  await swipe(200, 180);
  await expect(viewer.getByText('Foto 1 de 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Fechar' }).click();
  await expect(viewer).toBeHidden();
});
