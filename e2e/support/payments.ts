import { type Page, expect } from '@playwright/test';
import type { Person } from './accounts.ts';

/** Paying in the specs: by the sandbox's test cards, through the API or the payment modal. */

/**
 * The sandbox's card token for a Mercado Pago test holder name (APRO approves, OTHE refuses), as
 * the sandbox payment form makes it (packages/shared sandbox-card-token.ts).
 */
function sandboxCardToken(holder: string): string {
  return `sandbox_tok_${encodeURIComponent(JSON.stringify({ holder, last4: '0004', brand: 'visa' }))}`;
}

/**
 * Creates a payment for `preference` (the body of POST /api/payments/preferences) and pays it by
 * card with the APRO holder, as the payment modal does; expects it approved.
 */
async function payByCardThroughApi(payer: Person, baseURL: string, preference: Record<string, unknown>) {
  const headers = { origin: baseURL };
  const created = await payer.api.post('/api/payments/preferences', { headers, data: preference });
  expect(created.status(), await created.text()).toBe(201);
  const { transaction } = (await created.json()) as { transaction: { id: string; amount_cents: number } };
  const processed = await payer.api.post('/api/payments/process', {
    headers,
    data: {
      transactionId: transaction.id,
      payment_method_id: 'visa',
      transaction_amount: transaction.amount_cents / 100,
      token: sandboxCardToken('APRO'),
      installments: 1,
      payer: { email: payer.account.email },
    },
  });
  expect(processed.status(), await processed.text()).toBe(200);
  expect((await processed.json()).status).toBe('approved');
}

/** Adds `cents` to the person's wallet by a wallet_topup paid with the sandbox's APRO card, through the API. */
export async function topUpByCard(payer: Person, baseURL: string, cents: number): Promise<void> {
  await payByCardThroughApi(payer, baseURL, { purpose: 'wallet_topup', amount_cents: cents });
}

/** Pays a contract awaiting payment by card (the sandbox's APRO card): the money is then held in escrow. */
export async function fundContractByCard(payer: Person, baseURL: string, contractId: string): Promise<void> {
  await payByCardThroughApi(payer, baseURL, { purpose: 'contract_funding', contract_id: contractId });
}

/** Fills the payment modal's sandbox card form with holder `holder` and pays `amountText` ('R$ 100,00'). */
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

/**
 * Resolves once the page has fetched the payment provider's public key. Until then a click on a
 * pay button answers 'Aguarde' (the payment system is still loading: docs/product.md "Spec 8"), so
 * a spec that pays right after a page load waits for this first. Call it before the navigation.
 */
export function whenPaymentsReady(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/payments/public-key' && response.ok());
}
