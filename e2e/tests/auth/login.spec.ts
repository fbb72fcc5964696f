import { expect, test } from '@playwright/test';
import { sessionInPage, signUp, type TestAccount } from '../../support/accounts.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { loginDialogTitle, registerDialogTitle, toastItems } from '../../support/dialogs.ts';
import { continueTo, fillCommonSteps } from '../../support/sign-up-wizard.ts';
import { makePhoto } from '../../support/photos.ts';

let account: TestAccount;

test.beforeAll(async ({ baseURL }) => {
  account = await signUp(baseURL ?? '', 'contractor');
});

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('logging in closes the modal and opens the profile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: loginDialogTitle });
  await dialog.getByLabel('Email').fill(`  ${account.email.toUpperCase()}  `);
  await dialog.getByLabel('Senha', { exact: true }).fill(account.password);

  // Held so 'Entrando...' can be seen; a second submit meanwhile sends nothing.
  let requests = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/sign-in', async (route) => {
    requests += 1;
    expect(route.request().postDataJSON()).toMatchObject({ email: account.email.toUpperCase() });
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  await dialog.getByLabel('Senha', { exact: true }).press('Enter');
  release();

  await expect(page).toHaveURL(`/perfil/${account.slug}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requests).toBe(1);
  expect((await sessionInPage(page)).user?.email).toBe(account.email);
  await expect(toastItems(page).filter({ hasText: 'Você já está logado!' })).toHaveCount(0);
});

test('a wrong password says so and keeps the modal open', async ({ page }) => {
  await page.goto('/cadastro?mode=login');
  const dialog = page.getByRole('dialog', { name: loginDialogTitle });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Email ou senha inválidos.');
  await expect(dialog.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  expect((await sessionInPage(page)).user).toBeNull();
});

test('an unexpected failure and a rate limit are told in Portuguese', async ({ page }) => {
  await page.goto('/?auth=login');
  const dialog = page.getByRole('dialog', { name: loginDialogTitle });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Senha', { exact: true }).fill(account.password);

  await page.route('**/api/auth/sign-in', (route) => route.fulfill({ status: 502, body: '<html>Bad gateway</html>' }));
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ocorreu um erro inesperado. Tente novamente.');

  await page.unroute('**/api/auth/sign-in');
  await page.route('**/api/auth/sign-in', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '900' },
      json: { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.', details: { retryAfterSeconds: 900 } },
    }),
  );
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Muitas tentativas. Aguarde 15 minutos e tente novamente.');
});

test('a protected page sends the guest to log in and back to it afterwards', async ({ page }) => {
  await page.goto('/?auth=login&next=%2Ffavoritos');
  const dialog = page.getByRole('dialog', { name: loginDialogTitle });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Senha', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/favoritos');
});

test('a logged-in user opening /cadastro is told so and sent to the dashboard', async ({ page, baseURL }) => {
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL ?? '' },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto('/cadastro');
  const toast = toastItems(page).filter({ hasText: 'Você já está logado!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Não é necessário acessar esta página.');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('dialog', { name: registerDialogTitle })).toHaveCount(0);
});

test('signing up with a taken email goes back to step 2 with everything still filled', async ({ page }) => {
  // A long journey through the whole wizard, on a machine shared with other runs.
  test.setTimeout(120_000);
  await page.goto('/cadastro');
  const dialog = page.getByRole('dialog', { name: registerDialogTitle });
  await dialog.getByText('Fotógrafo').click();
  await fillCommonSteps(dialog, { firstName: 'Diego', lastName: 'Alves', email: account.email, total: 6 });
  await continueTo(dialog, 6, 6);
  await dialog.getByLabel('Escolher foto').setInputFiles(await makePhoto());
  await page.getByRole('dialog', { name: 'Cortar Imagem' }).getByRole('button', { name: 'Usar Original' }).click();
  await dialog.getByLabel(/Li e aceito os Termos de Uso/).check();
  await dialog.getByRole('button', { name: 'Concluir Cadastro' }).click();

  const toast = toastItems(page).filter({ hasText: 'Erro no Cadastro' });
  await expect(toast).toContainText('Este email já está cadastrado.');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(dialog.getByText('Passo 2 de 6')).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('Diego');
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(account.email);

  // The rest is still there: the photo step keeps the photo and the consent.
  for (let step = 3; step <= 6; step += 1) await continueTo(dialog, step, 6);
  await expect(dialog.getByRole('img', { name: 'Prévia da sua foto de perfil' })).toBeVisible();
  await expect(dialog.getByLabel(/Li e aceito os Termos de Uso/)).toBeChecked();
});
