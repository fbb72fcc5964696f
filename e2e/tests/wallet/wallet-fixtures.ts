import type { Person } from '../hiring/hiring-fixtures.ts';
import { payByCardThroughApi } from '../payments/payment-fixtures.ts';

/** Set-up of the wallet specs: balance through a real (sandbox) payment. */

/** Adds `cents` to the person's wallet by a wallet_topup paid with the sandbox's APRO card, through the API. */
export async function topUpByCard(payer: Person, baseURL: string, cents: number): Promise<void> {
  await payByCardThroughApi(payer, baseURL, { purpose: 'wallet_topup', amount_cents: cents });
}

export const phone = { width: 390, height: 844 };
