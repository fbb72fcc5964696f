import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { linkFromOutbox, pathOf, signInByApi, signUp, type TestAccount } from '../../support/accounts.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { loginDialogTitle, toastItems } from '../../support/dialogs.ts';

/**
 * One account through confirmation, password recovery, password change and both ways of signing
 * out, in order (each step ends sessions or changes the password the next one uses).
 */
test.describe.configure({ mode: 'serial' });

let account: TestAccount;
let password: string;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL });
  page = await context.newPage();
  await blockThirdParties(page);
  account = await signUp(baseURL ?? '', 'photographer', { request: page.request });
  password = account.password;
});

test.afterAll(async () => {
  await context.close();
});

test('the banner asks to confirm; the emailed link confirms, toasts and the banner goes', async () => {
  await page.goto('/modelos');
  const banner = page.getByRole('region', { name: 'Confirmação de email' });
  await expect(banner).toContainText('Confirme seu email');
  await expect(banner).toContainText(account.email);

  await banner.getByRole('button', { name: 'Reenviar email' }).click();
  await expect(toastItems(page).filter({ hasText: 'Email enviado!' })).toBeVisible();

  const link = await linkFromOutbox(page.request, account.email, /https?:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/);
  await page.goto(pathOf(link));
  await expect(toastItems(page).filter({ hasText: 'Email confirmado!' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Menu da conta/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('Sair returns to / as a guest, also from a protected page', async () => {
  await page.goto('/dashboard?tab=profile');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Menu da conta/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
});

test('forgot + reset password through the emailed link; the new password works, the old one does not', async ({ baseURL }) => {
  await page.goto('/esqueci-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/Se existir uma conta com este email, enviamos um link/)).toBeVisible();

  const link = await linkFromOutbox(page.request, account.email, /https?:\/\/\S+\/redefinir-senha\?token=[^\s"<]+/);
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  const newPassword = `nova-senha-${Date.now()}`;
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirme a nova senha').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();

  await expect(page).toHaveURL('/?auth=login');
  await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
  await expect(toastItems(page).filter({ hasText: 'Senha redefinida!' })).toBeVisible();

  expect((await signInByApi(page.request, baseURL ?? '', account.email, password)).status()).toBe(401);
  expect((await signInByApi(page.request, baseURL ?? '', account.email, newPassword)).status()).toBe(200);
  password = newPassword;

  // The link works once.
  await page.goto(pathOf(link));
  await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-qualquer');
  await page.getByLabel('Confirme a nova senha').fill('outra-senha-qualquer');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toContainText('Este link de redefinição é inválido ou expirou.');
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page).toHaveURL('/esqueci-senha');
});

test('change the password in Configurações', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  await page.goto('/dashboard?tab=settings');
  const card = page.getByRole('region', { name: 'Alterar senha' });
  await card.getByLabel('Senha atual').fill('senha-errada');
  await card.getByLabel('Nova senha', { exact: true }).fill('uma-senha-nova-boa');
  await card.getByLabel('Confirme a nova senha').fill('uma-senha-nova-boa');
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(card.getByText('Senha atual incorreta.')).toBeVisible();

  await card.getByLabel('Senha atual').fill(password);
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toastItems(page).filter({ hasText: 'Senha alterada!' })).toBeVisible();
  // Still signed in here: the server gave this browser a fresh session.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Menu da conta/ })).toBeVisible();

  const check = await browser.newContext({ baseURL: origin });
  expect((await signInByApi(check.request, origin, account.email, password)).status()).toBe(401);
  expect((await signInByApi(check.request, origin, account.email, 'uma-senha-nova-boa')).status()).toBe(200);
  await check.close();
  password = 'uma-senha-nova-boa';
});

test('Sair de todos os dispositivos asks the password and signs this browser out', async () => {
  await page.goto('/dashboard?tab=settings');
  const card = page.getByRole('region', { name: 'Sair de todos os dispositivos' });
  await card.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await expect(card.getByText('Informe sua senha atual.')).toBeVisible();
  await card.getByLabel('Senha atual').fill(password);
  await card.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
});

test('an invalid confirmation link shows a destructive toast and cleans the URL', async () => {
  await page.goto('/api/auth/verify-email?token=nao-vale');
  await expect(page).toHaveURL('/');
  await expect(toastItems(page).filter({ hasText: 'Link inválido ou expirado' })).toHaveAttribute('data-variant', 'destructive');
});

test('forgot-password answers the same for an unknown email; reset without a token explains', async () => {
  await page.goto('/esqueci-senha');
  await page.getByLabel('Email').fill('ninguem-aqui@example.com');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/Se existir uma conta com este email, enviamos um link/)).toBeVisible();
  await page.goto('/redefinir-senha');
  await expect(page.getByText(/não tem o código de redefinição/)).toBeVisible();
  await page.getByRole('link', { name: 'Pedir um link por email' }).click();
  await expect(page).toHaveURL('/esqueci-senha');
});
