import type { ContractView } from '@passarela/shared';
import { ContractReview } from '../../../features/reviews/components/contract-review.tsx';
import { renderReceivedReviewReport } from './review-report-slot.tsx';

/** A completed contract's review (reviews feature) inside the hiring tabs' contract cards (contracts feature). */
export function renderContractReview(contract: ContractView) {
  return <ContractReview contractId={contract.id} counterpartName={contract.counterpart.name} renderTheirsActions={renderReceivedReviewReport} />;
}
