import { expect, test } from '@playwright/test';
import { blockThirdParties, phone } from '../../support/browser.ts';

test.use({ viewport: phone });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

// A shared link to a deleted profile or job, or a mistyped address, is a real "not found": search
// engines and link checkers read the status, people read the screen.
for (const { path, message } of [
  { path: '/perfil/perfil-que-nao-existe', message: 'Perfil não encontrado ou indisponível.' },
  { path: '/vagas/00000000-0000-4000-8000-000000000000', message: 'Vaga não encontrada' },
  { path: '/vagas/nao-e-um-id', message: 'Vaga não encontrada' },
  { path: '/pagina-que-nao-existe', message: 'Página não encontrada' },
]) {
  test(`${path} answers HTTP 404 and says so`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(message).first()).toBeVisible();
  });
}

// The spec sends the browser home from any path the app does not have; the status still says 404.
test('a path of several unknown segments answers 404, then the app goes home', async ({ page }) => {
  const response = await page.goto('/modelos/algo/mais');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Onde modelos');
});

test('pages that exist still answer 200', async ({ page, request }) => {
  for (const path of ['/', '/modelos', '/vagas', '/precos', '/cadastro']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const models = (await (await request.get('/api/models?limit=1')).json()) as { items: { profile_slug: string }[] };
  const slug = models.items[0]?.profile_slug;
  expect(slug).toBeTruthy();
  expect((await page.goto(`/perfil/${slug}`))?.status()).toBe(200);
});
