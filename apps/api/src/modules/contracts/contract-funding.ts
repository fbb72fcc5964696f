import { CONTRACT_FUNDING_REQUIRED, type ContractState } from '@passarela/shared';

/**
 * THE funding seam, and the only place that knows about it: whether a contract in `status` may
 * complete once both parties have confirmed. Until payments exist (CONTRACT_FUNDING_REQUIRED is
 * false) an unpaid contract (awaiting_payment) completes too. The payment issue flips the flag,
 * so only a funded contract completes, and releases the held money (less the platform fee) to the
 * model's wallet in the same transaction as the 'complete' transition (contracts.service complete()).
 */
export function contractMayComplete(status: ContractState): boolean {
  if (CONTRACT_FUNDING_REQUIRED) return status === 'funded';
  return status === 'awaiting_payment' || status === 'funded';
}
