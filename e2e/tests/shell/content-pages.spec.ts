import { expect, test } from '@playwright/test';
import { blockThirdParties, renderPagesInBrowser } from '../../support/browser.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('/termos renders the page the server sends, with its title', async ({ page, request }) => {
  const answer = await request.get('/api/pages/termos');
  expect(answer.ok()).toBe(true);
  const termos = (await answer.json()) as { title: string; html: string };

  await page.goto('/termos');
  await expect(page.getByRole('heading', { level: 1, name: termos.title })).toBeVisible();
  await expect(page).toHaveTitle(`${termos.title} | Passarela`);
  const body = page.locator('article .content-page');
  await expect(body).toBeVisible();
  expect((await body.innerHTML()).trim().length).toBeGreaterThan(50);
});

test('an unknown slug shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/nao-existe-essa-pagina');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page).toHaveTitle('Página não encontrada | Passarela');
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL('/');
});

test('a network failure shows a Portuguese error with a working retry', async ({ page, baseURL }) => {
  await renderPagesInBrowser(page, baseURL as string);
  let failing = true;
  await page.route('**/api/pages/contato', (route) => (failing ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/contato');
  await expect(page.getByRole('heading', { name: 'Não foi possível carregar esta página' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();
});
