import { expect, test } from '@playwright/test';
import { blockThirdParties, overrideSettings, renderPagesInBrowser, simulateTabRefocus } from '../../support/browser.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await blockThirdParties(page);
  // These follow the settings the browser fetches (mocked here); a guest's page would arrive with the server's.
  await renderPagesInBrowser(page, baseURL as string);
});

test('the Meta pixel follows FACEBOOK_PIXEL_ID without a reload', async ({ page }) => {
  let pixelId = '1234567890';
  await overrideSettings(page, () => ({ FACEBOOK_PIXEL_ID: pixelId }));
  await page.goto('/');
  const pixel = page.locator('head script[data-tracking="facebook-pixel"]');
  await expect(pixel).toHaveCount(1);
  await expect(pixel).toHaveAttribute('data-pixel-id', '1234567890');
  await expect(pixel).toHaveAttribute('src', 'https://connect.facebook.net/en_US/fbevents.js');
  // The bootstrap queued init + PageView for this ID.
  expect(await page.evaluate(() => JSON.stringify((window as unknown as { fbq?: { queue?: unknown[] } }).fbq?.queue))).toBe(
    JSON.stringify([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]),
  );

  await page.evaluate(() => {
    (window as unknown as { sameDocumentMarker: boolean }).sameDocumentMarker = true;
  });
  pixelId = '';
  await simulateTabRefocus(page);
  await expect(pixel).toHaveCount(0);
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');

  pixelId = '987654321';
  await simulateTabRefocus(page);
  await expect(pixel).toHaveCount(1);
  await expect(pixel).toHaveAttribute('data-pixel-id', '987654321');
  expect(await page.evaluate(() => (window as unknown as { sameDocumentMarker?: boolean }).sameDocumentMarker)).toBe(true);
});

test('the Google tag follows GOOGLE_TRACKING_ID without a reload', async ({ page }) => {
  let googleId = 'G-E2ETEST1';
  await overrideSettings(page, () => ({ GOOGLE_TRACKING_ID: googleId }));
  await page.goto('/');
  const tag = page.locator('head script[data-tracking="google-tag"]');
  await expect(tag).toHaveCount(1);
  await expect(tag).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST1');
  expect(
    await page.evaluate(() =>
      JSON.stringify(
        ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'config'),
      ),
    ),
  ).toBe(JSON.stringify([['config', 'G-E2ETEST1']]));

  googleId = '';
  await simulateTabRefocus(page);
  await expect(tag).toHaveCount(0);
});

test('an invalid tracking ID is never injected', async ({ page }) => {
  await overrideSettings(page, () => ({ FACEBOOK_PIXEL_ID: "1');alert(1);('" }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('script[data-tracking="facebook-pixel"]')).toHaveCount(0);
});

test('HEAD_CUSTOM_SCRIPTS markup is injected, runs, and is swapped on change', async ({ page }) => {
  let markup = '<meta name="e2e-custom" content="one"><script>window.customHeadRuns = (window.customHeadRuns || 0) + 1;</script>';
  await overrideSettings(page, () => ({ HEAD_CUSTOM_SCRIPTS: markup }));
  // The server relaxes its CSP for inline scripts only while this setting is stored; this test
  // changes the setting in the browser alone, so give the page the policy the server would send.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const csp = (response.headers()['content-security-policy'] ?? '').replace("script-src 'self'", "script-src 'self' 'unsafe-inline' https:");
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    },
  );
  await page.goto('/');
  await expect(page.locator('head meta[name="e2e-custom"][data-tracking="custom-head"]')).toHaveAttribute('content', 'one');
  await expect.poll(() => page.evaluate(() => (window as unknown as { customHeadRuns?: number }).customHeadRuns)).toBe(1);

  markup = '<meta name="e2e-custom" content="two">';
  await simulateTabRefocus(page);
  await expect(page.locator('head meta[name="e2e-custom"]')).toHaveAttribute('content', 'two');
  await expect(page.locator('head [data-tracking="custom-head"]')).toHaveCount(1);

  markup = '';
  await simulateTabRefocus(page);
  await expect(page.locator('head [data-tracking="custom-head"]')).toHaveCount(0);
});

test('settings drive the logo and site name', async ({ page }) => {
  await overrideSettings(page, () => ({ SITE_NAME: 'Passarela Teste', SITE_LOGO_SIZE: 44 }));
  await page.goto('/vagas');
  const logo = page.getByRole('banner').getByRole('img', { name: 'Passarela Teste' });
  await expect(logo).toBeVisible();
  expect((await logo.boundingBox())?.height).toBe(44);
  await expect(page).toHaveTitle('Vagas | Passarela Teste');
  await expect(page.getByText('© 2024 Passarela Teste. Todos os direitos reservados.')).toBeVisible();
});

test("a failing /api/settings shows 'Erro de Configuração' and the site still renders with defaults", async ({ page }) => {
  await page.route('**/api/settings', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'Ocorreu um erro inesperado. Tente novamente.' } }),
  );
  await page.goto('/');
  const toasts = page.getByRole('region', { name: /Notificações/ });
  const toast = toasts.getByRole('listitem').filter({ hasText: 'Erro de Configuração' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Não foi possível carregar as configurações essenciais do site.');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Passarela' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Onde modelos');

  // F8 (Radix's hotkey) moves focus to the notifications area.
  await page.keyboard.press('F8');
  await expect(toasts.getByRole('list')).toBeFocused();
});
