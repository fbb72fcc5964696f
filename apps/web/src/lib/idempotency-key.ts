/** A fresh Idempotency-Key for one intent (one click); retries of that click reuse it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
