/** The double-entry ledger every money movement goes through, and the idempotency of money requests. */
export { runIdempotent } from './run-idempotent.ts';
export { createLedgerRepository, type LedgerAccountRef, type LedgerRepository, type TransferInput } from './ledger.repository.ts';
