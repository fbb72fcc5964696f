import { expect, test } from '@playwright/test';
import { blockThirdParties } from '../../support/browser.ts';
import { loginDialogTitle, registerDialogTitle, toastItems } from '../../support/dialogs.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test.describe('auth modal', () => {
  test('/cadastro opens the register wizard at step 1 of 10, model by default', async ({ page }) => {
    await page.goto('/cadastro');
    const dialog = page.getByRole('dialog', { name: registerDialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Falta pouco para você se conectar.')).toBeVisible();
    await expect(dialog.getByText('Passo 1 de 10')).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('value', '10');

    const accountTypes = dialog.getByRole('group', { name: 'Tipo de Conta' });
    await expect(accountTypes.getByRole('radio')).toHaveCount(3);
    await expect(accountTypes.getByRole('radio', { name: /Modelo/ })).toBeChecked();
    await expect(accountTypes.getByText('Encontre oportunidades')).toBeVisible();
    await expect(accountTypes.getByText('Contratante/Agência')).toBeVisible();
    await expect(accountTypes.getByText('Encontre talentos')).toBeVisible();
    await expect(accountTypes.getByText('Fotógrafo')).toBeVisible();
    await expect(accountTypes.getByText('Ofereça seus serviços')).toBeVisible();

    // Contractors and photographers have 6 steps.
    await accountTypes.getByText('Fotógrafo').click();
    await expect(accountTypes.getByRole('radio', { name: /Fotógrafo/ })).toBeChecked();
    await expect(dialog.getByText('Passo 1 de 6')).toBeVisible();

    // 'Continuar' moves on for real; 'Voltar' appears from step 2.
    await expect(dialog.getByRole('button', { name: 'Voltar' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog.getByText('Passo 2 de 6')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Seus Dados' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(accountTypes.getByRole('radio', { name: /Fotógrafo/ })).toBeChecked();
  });

  test('/cadastro?mode=login opens login; closing with X goes to /', async ({ page }) => {
    await page.goto('/cadastro?mode=login');
    const dialog = page.getByRole('dialog', { name: loginDialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Acesse para explorar oportunidades.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL('/');
  });

  test('closing the register dialog on /cadastro also goes to /', async ({ page }) => {
    await page.goto('/cadastro');
    await page.getByRole('dialog', { name: registerDialogTitle }).getByRole('button', { name: 'Fechar' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('closing the dialog opened by ?auth=login removes the parameter', async ({ page }) => {
    await page.goto('/?auth=login');
    await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL('/');
  });

  test('login form: required fields, password toggle, forgot-password link, real submit', async ({ page }) => {
    await page.goto('/?auth=login');
    const dialog = page.getByRole('dialog', { name: loginDialogTitle });
    const email = dialog.getByLabel('Email');
    const password = dialog.getByLabel('Senha', { exact: true });
    await expect(email).toHaveAttribute('required', '');
    await expect(password).toHaveAttribute('required', '');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute('href', '/esqueci-senha');

    // Empty required fields: the browser blocks the submit, nothing is sent.
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/sign-in')) requests += 1;
    });
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    expect(await email.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(requests).toBe(0);

    // An account that does not exist reads like a wrong password.
    await email.fill('  ninguem@example.com  ');
    await password.fill('segredo123');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Email ou senha inválidos.');
    await expect(email).toHaveValue('ninguem@example.com');
    expect(requests).toBe(1);
    await expect(toastItems(page)).toHaveCount(0);
  });

  test('the toggle links switch modes', async ({ page }) => {
    await page.goto('/?auth=login');
    await page.getByRole('button', { name: 'Novo por aqui? Crie uma conta' }).click();
    await expect(page.getByRole('dialog', { name: registerDialogTitle })).toBeVisible();
    await expect(page.getByText('Passo 1 de 10')).toBeVisible();
    await page.getByRole('button', { name: 'Já possui uma conta? Faça login' }).click();
    await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
  });

  test("'Esqueceu a senha?' closes the modal and opens /esqueci-senha", async ({ page }) => {
    await page.goto('/?auth=login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page).toHaveURL('/esqueci-senha');
    await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
