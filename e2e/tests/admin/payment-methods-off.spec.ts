import { expect, test } from '@playwright/test';
import { person, signInByApi } from '../../support/accounts.ts';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { blockThirdParties, pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { whenPaymentsReady } from '../../support/payments.ts';

const paymentMethods = [
  { key: 'PAYMENT_METHOD_CREDIT_CARD', label: 'Cartão de crédito e débito' },
  { key: 'PAYMENT_METHOD_BOLETO', label: 'Boleto' },
  { key: 'PAYMENT_METHOD_PIX', label: 'Pix' },
  { key: 'PAYMENT_METHOD_MERCADOPAGO', label: 'Carteira Mercado Pago' },
] as const;

// Issue 7: the admin turns off every payment method in /admin; a user trying to pay gets the
// spec's 'Erro de Configuração' and no payment starts; the change is in the audit log. Changes
// site-wide settings: runs in the admin project, after every other test, and restores them.
test('with every payment method turned off in /admin, a user trying to pay gets "Erro de Configuração"', async ({ browser, baseURL }) => {
  test.slow();
  const origin = String(baseURL);

  // The user's browser is open before the change.
  const payer = await person(origin, 'contractor');
  const user = await pageFor(browser, origin, payer, phone);
  await user.goto('/dashboard?tab=wallet');
  await expect(user.getByTestId('wallet-balance')).toContainText('R$ 0,00');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await blockThirdParties(admin);
  expect((await signInByApi(admin.request, origin, e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
  const restore = async () => {
    const response = await admin.request.put('/api/admin/settings', {
      headers: { origin },
      data: Object.fromEntries(paymentMethods.map(({ key }) => [key, true])),
    });
    expect(response.status(), await response.text()).toBe(200);
  };

  try {
    await admin.goto('/admin?secao=configuracoes');
    for (const { label } of paymentMethods) await admin.getByLabel(label, { exact: true }).uncheck();
    await admin.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(toastItems(admin).filter({ hasText: 'Configurações salvas' })).toBeVisible();

    // The user's open page learns the new settings (a reload, as a new visit would).
    const ready = whenPaymentsReady(user);
    await user.reload();
    await ready;
    await user.getByLabel('Valor', { exact: true }).pressSequentially('2000');
    await user.getByRole('button', { name: 'Adicionar saldo' }).click();
    await expect(toastItems(user).filter({ hasText: 'Erro de Configuração' })).toContainText(
      'Nenhum método de pagamento está habilitado. Por favor, configure os pagamentos no painel do administrador.',
    );
    await expect(user.getByRole('dialog', { name: 'Finalizar Pagamento' })).toHaveCount(0);

    // The server refuses too, whatever a page does.
    const refused = await payer.api.post('/api/payments/preferences', { headers: { origin }, data: { purpose: 'wallet_topup', amount_cents: 2000 } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('NO_PAYMENT_METHOD_ENABLED');

    await admin.goto('/admin?secao=auditoria');
    const entries = admin.getByRole('list', { name: 'Ações registradas' }).getByRole('listitem');
    await expect(entries.filter({ hasText: 'PAYMENT_METHOD_PIX' }).first()).toContainText(e2eAdmin.name);
  } finally {
    await restore();
    await Promise.all([user.context().close(), adminContext.close(), payer.api.dispose()]);
  }
});
