import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { signUp } from '../../support/accounts.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';

// Each test makes its own account: a shared one could be saved by another test's form at the same
// time (the form sends every field), and hiding a shared model would hide it from other tests.

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

async function openMyProfile(page: Page) {
  await page.goto('/dashboard?tab=profile');
  // The first load of a fresh build can be slow on a busy machine.
  await expect(page.getByRole('heading', { level: 2, name: 'Meu Perfil' })).toBeVisible({ timeout: 15_000 });
}

async function save(page: Page) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/profiles/me') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  expect((await answer).status()).toBe(200);
  // An earlier save's toast may still be on screen.
  await expect(toastItems(page).filter({ hasText: 'Perfil atualizado!' }).last()).toBeVisible();
}

/** The <dd> that follows a <dt> on the comp card. */
function fact(card: Locator, term: string): Locator {
  return card.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

function ageToday(birth: { year: number; month: number; day: number }): number {
  const now = new Date();
  const beforeBirthday = now.getMonth() + 1 < birth.month || (now.getMonth() + 1 === birth.month && now.getDate() < birth.day);
  return now.getFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

async function modelSlugsFound(page: Page, q: string): Promise<string[]> {
  const response = await page.request.get(`/api/models?q=${encodeURIComponent(q)}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: Array<{ profile_slug: string }> };
  return body.items.map((card) => card.profile_slug);
}

test('a model fills her comp card in Meu Perfil, keeps it after reload and sees it formatted on her profile', async ({ page, baseURL }) => {
  const account = await signUp(String(baseURL), 'model', { request: page.request });
  await openMyProfile(page);

  for (const heading of ['Sobre você', 'Aparência', 'Medidas', 'Categorias', 'Visibilidade']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Empresa' })).toHaveCount(0);

  const bio = 'Modelo de passarela e catálogo em Campinas.\nDisponível para viagens.';
  await page.getByLabel('Bio').fill(bio);
  await expect(page.getByText(`${bio.length}/2.000 caracteres`)).toBeVisible();
  await page.getByLabel('Data de nascimento').fill('2000-05-10');
  await page.getByLabel('Altura (cm)').fill('175');
  await page.getByLabel('Busto (cm)').fill('86');
  await page.getByLabel('Cintura (cm)').fill('62');
  await page.getByLabel('Quadril (cm)').fill('90');
  await page.getByLabel('Calçado').selectOption('37');
  await page.getByLabel('Cor do cabelo').selectOption({ label: 'Castanho escuro' });
  await page.getByLabel('Cor dos olhos').selectOption({ label: 'Verde' });
  const categories = page.getByRole('group', { name: 'Categorias do perfil' });
  await categories.getByText('Moda / Editorial', { exact: true }).click();
  await categories.getByText('Passarela / Desfile', { exact: true }).click();
  await save(page);

  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue(bio);
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('2000-05-10');
  await expect(page.getByLabel('Altura (cm)')).toHaveValue('175');
  await expect(page.getByLabel('Quadril (cm)')).toHaveValue('90');
  await expect(page.getByLabel('Cor do cabelo')).toHaveValue('castanho_escuro');
  await expect(page.getByLabel('Cor dos olhos')).toHaveValue('verde');
  await expect(page.getByLabel('Calçado')).toHaveValue('37');
  await expect(categories.getByRole('checkbox', { name: 'Moda / Editorial' })).toBeChecked();
  await expect(categories.getByRole('checkbox', { name: 'Passarela / Desfile' })).toBeChecked();
  await expect(categories.getByRole('checkbox', { name: 'Fitness / Esporte' })).not.toBeChecked();

  await page.goto(`/perfil/${account.slug}`);
  const card = page.getByRole('region', { name: 'Comp card' });
  await expect(fact(card, 'Idade')).toHaveText(`${ageToday({ year: 2000, month: 5, day: 10 })} anos`);
  await expect(fact(card, 'Altura')).toHaveText('1,75 m');
  await expect(fact(card, 'Medidas')).toHaveText('Busto 86 · Cintura 62 · Quadril 90');
  await expect(fact(card, 'Cabelo')).toHaveText('Castanho escuro');
  await expect(fact(card, 'Olhos')).toHaveText('Verde');
  await expect(fact(card, 'Calçado')).toHaveText('37');
  await expect(card.getByRole('listitem')).toHaveText(['Moda / Editorial', 'Passarela / Desfile']);
  await expect(page.getByText('Modelo de passarela e catálogo em Campinas.')).toBeVisible();
  // The birth date itself is never public, and nobody here is verified.
  await expect(page.getByText('2000')).toHaveCount(0);
  await expect(page.getByText('Identidade verificada')).toHaveCount(0);
});

test('a field error shows the shared message at the field and nothing typed is lost', async ({ page, baseURL }) => {
  await signUp(String(baseURL), 'model', { request: page.request });
  await openMyProfile(page);

  await page.getByLabel('Bio').fill('Bio que não pode se perder.');
  await page.getByLabel('Busto (cm)').fill('88');
  await page.getByLabel('Cor dos olhos').selectOption({ label: 'Mel' });
  await page.getByLabel('Altura (cm)').fill('300');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();

  const height = page.getByLabel('Altura (cm)');
  const message = 'A altura deve estar entre 100 e 230 cm.';
  await expect(height).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await height.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
  await expect(height).toBeFocused();
  await expect(toastItems(page).filter({ hasText: message })).toBeVisible();
  await expect(height).toHaveValue('300');
  await expect(page.getByLabel('Bio')).toHaveValue('Bio que não pode se perder.');
  await expect(page.getByLabel('Busto (cm)')).toHaveValue('88');
  await expect(page.getByLabel('Cor dos olhos')).toHaveValue('mel');

  // A refusal from the server (an older tab, a rule only it knows) lands at the field the same way.
  await height.fill('172');
  await page.route('**/api/profiles/me', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'VALIDATION_FAILED',
            message: 'Alguns dados enviados são inválidos. Confira e tente novamente.',
            details: [{ location: 'body', path: 'bust_cm', message: 'As medidas devem estar entre 40 e 200 cm.' }],
          }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByLabel('Busto (cm)')).toHaveAttribute('aria-invalid', 'true');
  const bustError = (await page.getByLabel('Busto (cm)').getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${bustError}"]`)).toHaveText('As medidas devem estar entre 40 e 200 cm.');
  await expect(height).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Bio')).toHaveValue('Bio que não pode se perder.');
  await expect(height).toHaveValue('172');
  await page.unroute('**/api/profiles/me');

  await save(page);
  await page.reload();
  await expect(page.getByLabel('Altura (cm)')).toHaveValue('172');
  await expect(page.getByLabel('Bio')).toHaveValue('Bio que não pode se perder.');
  await expect(page.getByLabel('Busto (cm)')).toHaveValue('88');
});

test('a photographer chooses specialties and sees them on the profile', async ({ page, baseURL }) => {
  const account = await signUp(String(baseURL), 'photographer', { request: page.request });
  await openMyProfile(page);
  await expect(page.getByLabel('Altura (cm)')).toHaveCount(0);
  const specialties = page.getByRole('group', { name: 'O que você fotografa' });
  await specialties.getByText('Eventos', { exact: true }).click();
  await specialties.getByText('Moda / Editorial', { exact: true }).click();
  await page.getByLabel('Nome da empresa ou marca').fill('Estúdio Lima');
  await save(page);

  await page.goto(`/perfil/${account.slug}`);
  const section = page.getByRole('region', { name: 'Especialidades' });
  await expect(section.getByRole('listitem')).toHaveText(['Eventos', 'Moda / Editorial']);
  await expect(page.getByText('Estúdio Lima')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comp card' })).toHaveCount(0);
});

test('a hidden model leaves the lists, but her link still opens', async ({ page, baseURL }) => {
  const account = await signUp(String(baseURL), 'model', { request: page.request });
  const word = `h4oculta${Date.now().toString(36)}`;
  await openMyProfile(page);
  await page.getByLabel('Bio').fill(`Palavra para achar: ${word}`);
  await save(page);
  await expect.poll(() => modelSlugsFound(page, word)).toEqual([account.slug]);

  const hide = page.getByRole('switch', { name: 'Ocultar meu perfil das listas e buscas' });
  await expect(hide).not.toBeChecked();
  await hide.check();
  await expect(page.getByText('Seu perfil não aparece nas listas nem nas buscas do site.')).toBeVisible();
  await save(page);
  expect(await modelSlugsFound(page, word)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Ocultar meu perfil das listas e buscas' })).toBeChecked();
  await page.goto(`/perfil/${account.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
});
