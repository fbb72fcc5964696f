import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { createIdempotencyKeysRepository } from './idempotency-keys.repository.ts';

/** Keys are UUIDs from the browser (or any 8-100 safe characters from an API client). */
const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotentRequest {
  userId: string;
  /** The operation, e.g. 'wallet.withdraw', so one key cannot answer for another operation. */
  scope: string;
  /** The Idempotency-Key header (IDEMPOTENCY_KEY_HEADER). */
  key: string | undefined;
  /** What identifies the request: the body plus any path parameter. */
  request: unknown;
}

/**
 * docs/security.md #18 / docs/payments.md: runs a money-moving `work` once per (user, scope, key). The key is
 * written in the same transaction as the work, so:
 * - a replay after success returns the first answer without running anything;
 * - a concurrent duplicate waits on the key's unique index until the first commits, then replays;
 * - a failure rolls the key back with the work, so a retry with the same key runs again;
 * - the same key with a different request is refused with 409 IDEMPOTENCY_KEY_REUSED.
 * `work` must use only `tx` (and read settings before, as everywhere else).
 */
export async function runIdempotent<T>(runInTransaction: TransactionRunner, request: IdempotentRequest, work: (tx: Database) => Promise<T>): Promise<T> {
  const key = request.key?.trim();
  if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  if (!keyPattern.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  const requestHash = createHash('sha256').update(stableJson(request.request)).digest('hex');

  return runInTransaction(async (tx) => {
    const keys = createIdempotencyKeysRepository(tx);
    const id = { userId: request.userId, scope: request.scope, key };
    if (!(await keys.claim(id, requestHash))) {
      const existing = await keys.find(id);
      if (!existing || existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (existing.responseStatus === null) throw new AppError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
      return existing.responseBody as T;
    }
    const result = await work(tx);
    await keys.storeResponse(id, result ?? null);
    return result;
  });
}
