import { CONTRACT_FUNDING_REQUIRED, type ContractState } from '@passarela/shared';

/**
 * THE funding seam, and the only place that knows about it: whether a contract in `status` may
 * complete once both parties have confirmed. Before payments (CONTRACT_FUNDING_REQUIRED false) an
 * unpaid contract completed too. Since issue 6 the flag is true: only a funded contract completes,
 * releasing the held money (less the platform fee) to the model's wallet in the same transaction
 * as the 'complete' transition (contracts.service complete(), contract-escrow.ts).
 */
export function contractMayComplete(status: ContractState): boolean {
  if (CONTRACT_FUNDING_REQUIRED) return status === 'funded';
  return status === 'awaiting_payment' || status === 'funded';
}
