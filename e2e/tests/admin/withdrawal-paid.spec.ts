import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { person, signInByApi } from '../../support/accounts.ts';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { blockThirdParties, pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { topUpByCard } from '../../support/payments.ts';

// docs/product.md "Wallet and transactions": withdrawals go to the user's Pix key, are requested by the user and marked
// paid by an admin (who sees the whole key); the user sees 'Pago' and is notified.

const shots = process.env.SHOTS_DIR;

test('a model withdraws R$ 30,00 to her Pix key; the admin marks it paid; she sees Pago and the notification', async ({ browser, baseURL }) => {
  test.slow();
  const origin = String(baseURL);
  const model = await person(origin, 'model');
  await topUpByCard(model, origin, 5000);
  const page = await pageFor(browser, origin, model, phone);
  if (shots) mkdirSync(shots, { recursive: true });

  await page.goto('/dashboard?tab=wallet');
  await expect(page.getByTestId('wallet-balance')).toContainText('R$ 50,00');
  const form = page.getByRole('form', { name: 'Sacar via Pix' });

  // Checked here first: below the minimum, then a key that is not a CPF.
  await form.getByLabel('Valor do saque').pressSequentially('1000');
  await form.getByLabel('Tipo de chave').selectOption('cpf');
  await form.getByLabel('Chave Pix').fill('111.111.111-11');
  await form.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(form.getByText('O saque mínimo é R$ 20,00, ou todo o seu saldo.')).toBeVisible();
  await expect(form.getByText('CPF inválido.')).toBeVisible();
  await expect(form.getByLabel('Chave Pix')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Valor do saque').fill('');
  await form.getByLabel('Valor do saque').pressSequentially('3000');
  await form.getByLabel('Tipo de chave').selectOption('email');
  await form.getByLabel('Chave Pix').fill(model.account.email.toUpperCase());
  await form.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(toastItems(page).filter({ hasText: 'Saque solicitado' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toContainText('R$ 20,00');
  await expect(page.getByTestId('wallet-pending')).toContainText('R$ 30,00');
  const mine = page.getByTestId('my-withdrawal').first();
  await expect(mine).toContainText('R$ 30,00');
  await expect(mine.getByTestId('withdrawal-status')).toHaveText('Solicitado');
  // Her own list masks the key.
  await expect(mine).not.toContainText(model.account.email);
  if (shots) await page.screenshot({ path: `${shots}/wallet-withdrawal-requested.png`, fullPage: true });

  // The admin's queue shows the whole key; paying asks for a reason.
  const adminContext = await browser.newContext({ viewport: phone, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const admin = await adminContext.newPage();
  await blockThirdParties(admin);
  expect((await signInByApi(admin.request, origin, e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
  await admin.goto('/admin?secao=saques');
  await expect(admin.getByRole('heading', { level: 2, name: 'Saques' })).toBeVisible();
  await expect(admin.getByLabel('Situação')).toHaveValue('requested');
  const card = admin.getByTestId('admin-withdrawal').filter({ hasText: model.account.email.toLowerCase() });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('admin-withdrawal-key')).toHaveText(model.account.email.toLowerCase());
  await expect(card).toContainText('R$ 30,00');
  if (shots) await admin.screenshot({ path: `${shots}/admin-saques.png`, fullPage: true });
  await card.getByRole('button', { name: 'Marcar como pago' }).click();
  const prompt = admin.getByRole('dialog', { name: 'Marcar saque como pago' });
  await prompt.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(prompt.getByText('Informe o motivo.')).toBeVisible();
  await prompt.getByLabel('Motivo').fill('Pix enviado pelo banco da empresa');
  await prompt.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(toastItems(admin).filter({ hasText: 'Saque marcado como pago' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.getByLabel('Situação').selectOption('paid');
  await expect(admin.getByTestId('admin-withdrawal').filter({ hasText: model.account.email.toLowerCase() }).getByTestId('withdrawal-status')).toHaveText(
    'Pago',
  );
  await adminContext.close();

  // The model: 'Pago' in her list, nothing pending, and the bell has 'Saque pago'.
  await page.reload();
  await expect(page.getByTestId('my-withdrawal').first().getByTestId('withdrawal-status')).toHaveText('Pago');
  await expect(page.getByTestId('wallet-pending')).toHaveCount(0);
  await expect(page.getByTestId('wallet-balance')).toContainText('R$ 20,00');
  await page.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Notificações' });
  await expect(panel.getByRole('button', { name: /Saque pago/ })).toBeVisible();
  await page.context().close();
});
