import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from '@playwright/test';
import { blockThirdParties, expect, linkFromOutbox, pathOf, signUp, type TestAccount } from '../account/account-fixtures.ts';

/** Set-up shared by the hiring specs: people signed up with a confirmed email, and their screens. */

export interface Person {
  account: TestAccount;
  api: APIRequestContext;
}

/**
 * Signs up a model or contractor through the API and confirms the email from the outbox. With
 * `sendOrigin`, every request of `api` carries the site's origin (else each state-changing call
 * passes it itself).
 */
export async function person(baseURL: string, type: 'model' | 'contractor', options: { sendOrigin?: boolean } = {}): Promise<Person> {
  const api = await playwrightRequest.newContext(options.sendOrigin ? { baseURL, extraHTTPHeaders: { origin: baseURL } } : { baseURL });
  const account = await signUp(api, baseURL, type);
  const link = await linkFromOutbox(api, account.email, /https?:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/);
  const verified = await api.get(pathOf(link), { maxRedirects: 0 });
  expect(verified.status()).toBeLessThan(400);
  return { account, api };
}

/** A browser page signed in as `who`, in Brazilian Portuguese and São Paulo time. */
export async function pageFor(browser: Browser, baseURL: string, who: Person, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.addCookies((await who.api.storageState()).cookies);
  const page = await context.newPage();
  await blockThirdParties(page);
  return page;
}

/** The date `days` from now in São Paulo (YYYY-MM-DD). */
export function inDays(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * The sandbox's card token for a Mercado Pago test holder name (APRO approves, OTHE refuses), as
 * the sandbox payment form makes it (packages/shared sandbox-card-token.ts).
 */
export function sandboxCardToken(holder: string): string {
  return `sandbox_tok_${encodeURIComponent(JSON.stringify({ holder, last4: '0004', brand: 'visa' }))}`;
}

/**
 * Pays a contract awaiting payment by card through the API, as the payment modal does with the
 * sandbox's APRO card: the contract is then funded (money held in escrow).
 */
export async function fundContractByCard(payer: Person, baseURL: string, contractId: string): Promise<void> {
  const headers = { origin: baseURL };
  const preference = await payer.api.post('/api/payments/preferences', { headers, data: { purpose: 'contract_funding', contract_id: contractId } });
  expect(preference.status(), await preference.text()).toBe(201);
  const { transaction } = (await preference.json()) as { transaction: { id: string; amount_cents: number } };
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
