import { expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { whenPaymentsReady } from '../../support/payments.ts';

// Issue 6: a Pix top-up shows a QR code and the copia-e-cola code, and the wallet is credited only
// once the (sandbox) bank settles it, which arrives as a signed notification.

test('a Pix top-up shows the QR code and credits the wallet only after the settlement', async ({ browser, baseURL }) => {
  test.slow();
  const origin = String(baseURL);
  const model = await person(origin, 'model');
  const page = await pageFor(browser, origin, model, phone);

  const ready = whenPaymentsReady(page);
  await page.goto('/dashboard?tab=wallet');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toContainText('R$ 0,00');
  await page.getByLabel('Valor', { exact: true }).pressSequentially('2500');
  await ready;
  await page.getByRole('button', { name: 'Adicionar saldo' }).click();

  const dialog = page.getByRole('dialog', { name: 'Finalizar Pagamento' });
  await dialog.getByRole('radio', { name: 'Pix' }).check();
  await dialog.getByLabel('CPF do titular').fill('12345678909');
  await dialog.getByRole('button', { name: 'Pagar R$ 25,00' }).click();
  await expect(dialog.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
  // A real BR Code: it starts with the EMV header and names the Pix domain.
  await expect(dialog.getByText(/^000201.*br\.gov\.bcb\.pix/)).toBeVisible();

  // Waiting for the bank: nothing in the wallet yet (asked of the server, not the screen).
  const before = await model.api.get('/api/wallet');
  expect((await before.json()).balance_cents).toBe(0);

  await dialog.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
  await expect(dialog.getByRole('heading', { name: 'Pagamento Aprovado!' })).toBeVisible({ timeout: 20_000 });
  const after = await model.api.get('/api/wallet');
  expect((await after.json()).balance_cents).toBe(2500);
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(balance).toContainText('R$ 25,00');
});
