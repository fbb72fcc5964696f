import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { payInModalByCard, whenPaymentsReady } from '../../support/payments.ts';

// docs/product.md "Wallet and transactions" and "Subscription": a model adds balance through the payment modal (sandbox
// card APRO), buys PRO with that balance, and the header's menu shows her PRO badge at once.

const shots = process.env.SHOTS_DIR;

test('a model tops up R$ 100,00 by card, buys PRO Mensal with the balance and gets the PRO badge in the header and on her profile', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = String(baseURL);
  const model = await person(origin, 'model');
  const page = await pageFor(browser, origin, model, phone);
  if (shots) mkdirSync(shots, { recursive: true });

  // Carteira: nothing yet.
  const ready = whenPaymentsReady(page);
  await page.goto('/dashboard?tab=wallet');
  await expect(page.getByRole('heading', { level: 2, name: 'Carteira' })).toBeVisible();
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toContainText('Saldo disponível');
  await expect(balance).toContainText('R$ 0,00');

  // 'Adicionar saldo' checks the minimum before opening anything.
  const addButton = page.getByRole('button', { name: 'Adicionar saldo' });
  const amount = page.getByLabel('Valor', { exact: true });
  await amount.pressSequentially('50');
  await expect(amount).toHaveValue('0,50');
  await addButton.click();
  await expect(page.getByText('O valor mínimo é R$ 1,00.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Finalizar Pagamento' })).toHaveCount(0);

  await amount.fill('');
  await amount.pressSequentially('10000');
  await expect(amount).toHaveValue('100,00');
  // Until the payment system has loaded a click answers 'Aguarde' (spec) and opens nothing.
  await ready;
  if (shots) await page.screenshot({ path: `${shots}/wallet-empty.png`, fullPage: true });
  await addButton.click();
  const dialog = await payInModalByCard(page, 'APRO', 'R$ 100,00');
  await expect(dialog.getByRole('heading', { name: 'Pagamento Aprovado!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(page).toHaveURL(/tab=wallet/);
  await expect(page.getByTestId('wallet-balance')).toContainText('R$ 100,00');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Menu da conta/ })).toBeVisible();

  // Transações shows the top-up, signed and with the balance after it.
  await page.goto('/dashboard?tab=transactions');
  const row = page.getByTestId('transaction-row').first();
  await expect(row).toContainText('Saldo adicionado');
  await expect(row).toContainText('+R$ 100,00');
  await expect(row).toContainText('Saldo: R$ 100,00');
  if (shots) await page.screenshot({ path: `${shots}/transactions.png`, fullPage: true });

  // Assinatura: free plan, both plans with prices from the settings; pay the monthly one with the balance.
  await page.goto('/dashboard?tab=subscription');
  await expect(page.getByTestId('current-plan')).toContainText('Plano grátis');
  const monthly = page.getByRole('article', { name: 'PRO Mensal' });
  await expect(monthly).toContainText('R$ 49,90');
  await expect(page.getByRole('article', { name: 'PRO Anual' })).toContainText('R$ 479,00');
  await expect(page.getByRole('list', { name: 'Vantagens do PRO' })).toContainText('Veja quem favoritou você');
  if (shots) await page.screenshot({ path: `${shots}/subscription-free.png`, fullPage: true });
  await monthly.getByRole('button', { name: 'Pagar com saldo' }).click();
  await expect(toastItems(page).filter({ hasText: 'Você agora é PRO!' })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toContainText(/PRO até \d{2}\/\d{2}\/\d{4}/);
  if (shots) await page.screenshot({ path: `${shots}/subscription-pro.png`, fullPage: true });

  // The header's menu follows without a reload: PRO badge, R$ 50,10 left.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Menu da conta/ })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('PRO', { exact: true })).toBeVisible();
  await expect(menu.getByText(/^Saldo:/)).toHaveText('Saldo: R$ 50,10');
  await page.keyboard.press('Escape');

  // The purchase is in Transações, as an outgoing movement.
  await page.goto('/dashboard?tab=transactions&sentido=saida');
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  await expect(page.getByTestId('transaction-row')).toContainText('−R$ 49,90');
  await expect(page.getByLabel('Entrada ou saída')).toHaveValue('out');
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', '/api/wallet/transactions.csv?direction=out');

  // Her public profile carries the PRO badge too.
  await page.goto(`/perfil/${model.account.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: model.account.name })).toBeVisible();
  await expect(page.getByRole('main').getByText('PRO', { exact: true })).toBeVisible();
  await page.context().close();
});
