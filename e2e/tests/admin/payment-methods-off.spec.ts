import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { blockThirdParties, signInByApi, toastItems } from '../account/account-fixtures.ts';

const paymentMethodKeys = ['PAYMENT_METHOD_CREDIT_CARD', 'PAYMENT_METHOD_BOLETO', 'PAYMENT_METHOD_PIX', 'PAYMENT_METHOD_MERCADOPAGO'] as const;

// Changes site-wide settings: runs in the admin project, after every other test, and restores them.
test('with every payment method off, starting a payment says "Erro de Configuração" and opens no modal', async ({ page, baseURL }) => {
  const origin = String(baseURL);
  await blockThirdParties(page);
  expect((await signInByApi(page.request, origin, e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
  const setAll = async (value: boolean) => {
    const response = await page.request.put('/api/admin/settings', {
      headers: { origin },
      data: Object.fromEntries(paymentMethodKeys.map((key) => [key, value])),
    });
    expect(response.status(), await response.text()).toBe(200);
  };

  await setAll(false);
  try {
    await page.goto('/testepagamento');
    await page.getByLabel('Valor do Pagamento (R$)').fill('1050');
    await page.getByRole('button', { name: 'Iniciar Pagamento de Teste' }).click();
    await expect(toastItems(page).filter({ hasText: 'Erro de Configuração' })).toContainText(
      'Nenhum método de pagamento está habilitado. Por favor, configure os pagamentos no painel do administrador.',
    );
    await expect(page.getByRole('dialog', { name: 'Finalizar Pagamento' })).toHaveCount(0);
  } finally {
    await setAll(true);
  }
});
