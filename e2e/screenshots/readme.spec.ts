import path from 'node:path';
import { expect, test } from '@playwright/test';
import { person } from '../support/accounts.ts';
import { blockThirdParties, pageFor, phone } from '../support/browser.ts';

// The README's screenshots, on a phone, from the demo marketplace the e2e server seeds. Run with
// `npm run screenshots -w @passarela/e2e` (not part of `npm test`); the files go to docs/screenshots.
const outDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

test.use({ viewport: phone, deviceScaleFactor: 2 });
test.describe.configure({ mode: 'serial' });

async function settle(page: import('@playwright/test').Page) {
  await page.waitForLoadState('networkidle');
  // Images in view finished decoding, so the shot shows photos, not placeholders.
  await page.evaluate(async () => {
    await Promise.all([...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight).map((img) => img.decode().catch(() => undefined)));
  });
}

test('public pages', async ({ page, request }) => {
  await blockThirdParties(page);
  const models = (await (await request.get('/api/models?limit=1')).json()) as { items: { profile_slug: string }[] };
  const jobs = (await (await request.get('/api/jobs?limit=1')).json()) as { items: { id: string }[] };
  const shots: { name: string; url: string; scrollTo?: string }[] = [
    // The home page scrolled to its featured models: the hero alone shows no one (issue 24).
    { name: 'home', url: '/', scrollTo: 'Modelos em destaque' },
    { name: 'modelos', url: '/modelos' },
    { name: 'perfil', url: `/perfil/${models.items[0]?.profile_slug ?? ''}` },
    { name: 'vaga', url: `/vagas/${jobs.items[0]?.id ?? ''}` },
  ];
  for (const shot of shots) {
    const response = await page.goto(shot.url);
    expect(response?.status(), shot.url).toBe(200);
    await settle(page);
    if (shot.scrollTo) {
      const section = page.getByRole('heading', { name: shot.scrollTo });
      // Just under the header, so the section's cards fill the screen.
      await section.evaluate((heading) => window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 88, behavior: 'instant' }));
      await expect(page.locator('section[aria-labelledby="modelos-destaque-titulo"] li').first()).toBeInViewport();
      await settle(page);
    }
    await page.screenshot({ path: path.join(outDir, `${shot.name}.png`) });
  }
});

test('dashboard', async ({ browser, baseURL }) => {
  const model = await person(baseURL ?? '', 'model');
  const page = await pageFor(browser, baseURL ?? '', model, phone);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: path.join(outDir, 'dashboard.png') });
});
