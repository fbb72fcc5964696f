import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from '@playwright/test';
import { blockThirdParties, expect, linkFromOutbox, pathOf, signUp, type TestAccount } from '../account/account-fixtures.ts';
import { payByCardThroughApi } from '../payments/payment-fixtures.ts';

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

/** Pays a contract awaiting payment by card (the sandbox's APRO card): the money is then held in escrow. */
export async function fundContractByCard(payer: Person, baseURL: string, contractId: string): Promise<void> {
  await payByCardThroughApi(payer, baseURL, { purpose: 'contract_funding', contract_id: contractId });
}
