import { type Page, expect, test } from '@playwright/test';
import { signUp, strongPassword } from '../../support/accounts.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { loginDialogTitle } from '../../support/dialogs.ts';

const modelFields = {
  gender: 'feminino',
  model_type: 'morena',
  model_physical_type: 'fitness',
  model_characteristics: ['natural'],
  work_interests: ['catalogo'],
};

/** Signs the page's browser context in through the API (the cookie lands in the context). */
async function signIn(page: Page, baseURL: string, email: string) {
  const response = await page.request.post('/api/auth/sign-in', { headers: { origin: baseURL }, data: { email, password: strongPassword } });
  expect(response.status(), await response.text()).toBe(200);
}

/** What the server holds, so a reload is only checked once the toggle has really been saved. */
async function favoriteModelSlugs(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/favorites/keys');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { model: string[] }).model;
}

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('a contractor hearts a model on her profile, finds her in /favoritos and takes the heart back there', async ({ page, baseURL }) => {
  const origin = String(baseURL);
  const model = await signUp(origin, 'model', { overrides: { first_name: 'Marina', last_name: 'Favorita', ...modelFields } });
  const contractor = await signUp(origin, 'contractor', { overrides: { first_name: 'Rita', last_name: 'Agência' } });
  await signIn(page, origin, contractor.email);

  await page.goto(`/perfil/${model.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Marina Favorita' })).toBeVisible();
  const heart = page.getByRole('button', { name: 'Favoritar Marina Favorita' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const pressed = page.getByRole('button', { name: 'Remover Marina Favorita dos favoritos' });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => favoriteModelSlugs(page)).toEqual([model.slug]);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remover Marina Favorita dos favoritos' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favoritos');
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Tipos de favoritos' });
  await expect(tabs.getByRole('link', { name: 'Modelos', exact: true })).toHaveAttribute('aria-current', 'page');
  const card = page.locator(`article[data-profile-slug="${model.slug}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Marina Favorita' })).toHaveAttribute('href', `/perfil/${model.slug}`);
  await expect(card.getByText('Campinas, SP')).toBeVisible();

  // Taking the heart back removes the card at once, and for good.
  await card.getByRole('button', { name: 'Remover Marina Favorita dos favoritos' }).click();
  await expect(card).toHaveCount(0);
  await expect.poll(() => favoriteModelSlugs(page)).toEqual([]);
  await page.reload();
  await expect(page.getByText('Nenhum modelo favoritado ainda')).toBeVisible();
  await expect(page.locator(`article[data-profile-slug="${model.slug}"]`)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Encontrar modelos', exact: true })).toHaveAttribute('href', '/modelos');

  // Each kind has its own tab, in the URL.
  await tabs.getByRole('link', { name: 'Contratantes e Fotógrafos' }).click();
  await expect(page).toHaveURL(/\/favoritos\?tab=contractors$/);
  await expect(page.getByText('Nenhum contratante ou fotógrafo favoritado ainda')).toBeVisible();
  await page.goto('/favoritos?tab=jobs');
  await expect(page.getByText('Nenhuma vaga favoritada ainda')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver vagas' })).toHaveAttribute('href', '/vagas');
});

test('a guest clicking the heart gets the login modal and nothing is saved', async ({ page, baseURL }) => {
  const model = await signUp(String(baseURL), 'model', { overrides: { first_name: 'Bruna', last_name: 'Visitada', ...modelFields } });
  const favoriteWrites: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/favorites')) favoriteWrites.push(`${request.method()} ${request.url()}`);
  });

  await page.goto(`/perfil/${model.slug}`);
  await page.getByRole('button', { name: 'Favoritar Bruna Visitada' }).click();
  const dialog = page.getByRole('dialog', { name: loginDialogTitle });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favoritar Bruna Visitada', includeHidden: true })).toHaveAttribute('aria-pressed', 'false');
  expect(favoriteWrites).toEqual([]);
});

test('nobody sees a heart on their own profile', async ({ page, baseURL }) => {
  const origin = String(baseURL);
  const model = await signUp(origin, 'model', { overrides: { first_name: 'Clara', last_name: 'Própria', ...modelFields } });
  await signIn(page, origin, model.email);
  await page.goto(`/perfil/${model.slug}`);
  await expect(page.getByRole('link', { name: 'Editar perfil' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /Favoritar|dos favoritos/ })).toHaveCount(0);
});
