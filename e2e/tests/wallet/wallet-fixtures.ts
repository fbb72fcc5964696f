import type { Page } from '@playwright/test';
import { expect } from '../account/account-fixtures.ts';
import { type Person, sandboxCardToken } from '../hiring/hiring-fixtures.ts';

/** Set-up of the wallet specs: balance through a real (sandbox) payment, and the payment modal's card form. */

/** Adds `cents` to the person's wallet by a wallet_topup paid with the sandbox's APRO card, through the API. */
export async function topUpByCard(payer: Person, baseURL: string, cents: number): Promise<void> {
  const headers = { origin: baseURL };
  const preference = await payer.api.post('/api/payments/preferences', { headers, data: { purpose: 'wallet_topup', amount_cents: cents } });
  expect(preference.status(), await preference.text()).toBe(201);
  const { transaction } = (await preference.json()) as { transaction: { id: string } };
  const processed = await payer.api.post('/api/payments/process', {
    headers,
    data: {
      transactionId: transaction.id,
      payment_method_id: 'visa',
      transaction_amount: cents / 100,
      token: sandboxCardToken('APRO'),
      installments: 1,
      payer: { email: payer.account.email },
    },
  });
  expect(processed.status(), await processed.text()).toBe(200);
  expect((await processed.json()).status).toBe('approved');
}

/** Fills the sandbox card form of the payment modal with holder `holder` and pays `amountText` ('R$ 100,00'). */
export async function payInModalByCard(page: Page, holder: string, amountText: string) {
  const dialog = page.getByRole('dialog', { name: 'Finalizar Pagamento' });
  await expect(dialog.getByText('Ambiente de testes')).toBeVisible();
  await dialog.getByLabel('Número do cartão').fill('5031433215406351');
  await dialog.getByLabel('Nome do titular').fill(holder);
  await dialog.getByLabel('Validade (MM/AA)').fill('1130');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('CPF do titular').fill('12345678909');
  await dialog.getByRole('button', { name: `Pagar ${amountText}` }).click();
  return dialog;
}

export const phone = { width: 390, height: 844 };
