import { type Page, expect, test } from '@playwright/test';
import { signInByApi } from '../../support/accounts.ts';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { payInModalByCard, whenPaymentsReady } from '../../support/payments.ts';

// /testepagamento with the sandbox provider (no Mercado Pago keys in e2e): Mercado Pago's test
// holder names decide the outcome, as they would in Mercado Pago's own sandbox.

async function signInAsAdmin(page: Page, baseURL: string | undefined) {
  await blockThirdParties(page);
  expect((await signInByApi(page.request, String(baseURL), e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
}

async function startTestPayment(page: Page, typed: string) {
  const ready = whenPaymentsReady(page);
  await page.goto('/testepagamento');
  await expect(page.getByRole('heading', { name: 'Pagamento de Teste' })).toBeVisible();
  const amount = page.getByLabel('Valor do Pagamento (R$)');
  await expect(amount).toHaveAttribute('placeholder', '10,50');
  await amount.pressSequentially(typed);
  await ready;
  await page.getByRole('button', { name: 'Iniciar Pagamento de Teste' }).click();
}

test('an admin pays R$ 10,50 by card with holder APRO: approved, and Fechar goes to the success page', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  await startTestPayment(page, '1050');
  await expect(page.getByLabel('Valor do Pagamento (R$)')).toHaveValue('10,50');
  const dialog = await payInModalByCard(page, 'APRO', 'R$ 10,50');
  await expect(dialog.getByRole('heading', { name: 'Pagamento Aprovado!' })).toBeVisible();
  await expect(dialog.getByText(/foi concluída com sucesso/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(page).toHaveURL('/testepagamento?resultado=aprovado');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Último pagamento de teste: aprovado.')).toBeVisible();
});

test('holder OTHE is refused: "Pagamento Falhou" with the reason, and Fechar goes to the failure page', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  await startTestPayment(page, '1050');
  const dialog = await payInModalByCard(page, 'OTHE', 'R$ 10,50');
  await expect(dialog.getByRole('heading', { name: 'Pagamento Falhou' })).toBeVisible();
  await expect(dialog.getByText('O banco emissor não aprovou o pagamento.')).toBeVisible();
  await expect(toastItems(page).filter({ hasText: 'Falha no Pagamento' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(page).toHaveURL('/testepagamento?resultado=falhou');
});

test('the form checks the card before sending anything', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  await startTestPayment(page, '1050');
  const dialog = page.getByRole('dialog', { name: 'Finalizar Pagamento' });
  let processed = false;
  await page.route('**/api/payments/process', (route) => {
    processed = true;
    return route.continue();
  });
  await dialog.getByRole('button', { name: 'Pagar R$ 10,50' }).click();
  await expect(dialog.getByText('Confira o número do cartão.')).toBeVisible();
  await expect(dialog.getByLabel('Número do cartão')).toBeFocused();
  expect(processed).toBe(false);
});

test('Pix: QR code and copia e cola, then the sandbox approval turns the screen into "Pagamento Aprovado!"', async ({ page, baseURL }) => {
  // Two payments' worth of round trips (create, process, simulate through the signed webhook).
  test.slow();
  await signInAsAdmin(page, baseURL);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await startTestPayment(page, '1050');
  const dialog = page.getByRole('dialog', { name: 'Finalizar Pagamento' });
  await dialog.getByRole('radio', { name: 'Pix' }).check();
  await dialog.getByLabel('CPF do titular').fill('12345678909');
  await dialog.getByRole('button', { name: 'Pagar R$ 10,50' }).click();
  await expect(dialog.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect(toastItems(page).filter({ hasText: 'Código copiado!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
  await expect(dialog.getByRole('heading', { name: 'Pagamento Aprovado!' })).toBeVisible({ timeout: 15_000 });
});

test('an amount of zero gets "Valor Inválido" and no modal', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  await startTestPayment(page, '0');
  await expect(toastItems(page).filter({ hasText: 'Valor Inválido' })).toContainText('Por favor, insira um valor maior que zero.');
  await expect(page.getByRole('dialog', { name: 'Finalizar Pagamento' })).toHaveCount(0);
});

test('back from the provider: a toast, and its parameters leave the URL', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL);
  await page.goto('/vagas?payment_status=success&collection_id=123&collection_status=approved&external_reference=abc&preference_id=p-1');
  await expect(toastItems(page).filter({ hasText: 'Pagamento bem-sucedido!' })).toContainText('Sua transação foi aprovada e processada.');
  await expect(page).toHaveURL('/vagas');
  await page.goto('/vagas?payment_status=failure&payment_id=9');
  await expect(toastItems(page).filter({ hasText: 'Falha no Pagamento' })).toBeVisible();
  await expect(page).toHaveURL('/vagas');
});
