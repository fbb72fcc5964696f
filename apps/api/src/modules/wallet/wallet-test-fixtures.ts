import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { createAccount } from '../../test-support/accounts.ts';
import { TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';

/**
 * Test-only: a person with a confirmed email and a real session cookie (a withdrawal checks the
 * session's age, so the test header alone is not enough).
 */
export interface WalletPerson {
  id: string;
  email: string;
  password: string;
  name: string;
  headers: Record<string, string>;
}

export async function createWalletPerson(t: TestApp, firstName = 'Bruna'): Promise<WalletPerson> {
  const account = await createAccount(t.app, { first_name: firstName, last_name: 'Carteira' });
  await createAuthRepository(t.database.db).markEmailVerified(account.user.id);
  return {
    id: account.user.id,
    email: account.email,
    password: account.password,
    name: `${firstName} Carteira`,
    headers: { cookie: account.cookie, origin: TEST_ORIGIN },
  };
}

/** A valid CPF (check digits right) for Pix keys. */
export const TEST_CPF = '529.982.247-25';

export function withdrawalBody(overrides: Record<string, unknown> = {}) {
  return { amount_cents: 5_000, pix_key_type: 'cpf', pix_key: TEST_CPF, ...overrides };
}

export function requestWithdrawal(t: TestApp, who: WalletPerson, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/wallet/withdrawals',
    headers: { ...who.headers, ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    payload: body,
  });
}

export function getAs(t: TestApp, who: WalletPerson | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
}
