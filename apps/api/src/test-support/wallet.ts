import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import type { TestApp } from './test-app.ts';
import type { TestPerson } from './test-person.ts';

/** Test-only helpers for the wallet: withdrawal requests and reads as a person. */

/** A valid CPF (check digits right) for Pix keys. */
export const TEST_CPF = '529.982.247-25';

export function withdrawalBody(overrides: Record<string, unknown> = {}) {
  return { amount_cents: 5_000, pix_key_type: 'cpf', pix_key: TEST_CPF, ...overrides };
}

export function requestWithdrawal(t: TestApp, who: TestPerson, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/wallet/withdrawals',
    headers: { ...who.headers, ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    payload: body,
  });
}

export function getAs(t: TestApp, who: TestPerson | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
}
