import type { ShootBookingView } from '@passarela/shared';
import { ContractReview } from '../../../features/reviews/components/contract-review.tsx';
import { renderReceivedReviewReport } from './review-report-slot.tsx';

/** A completed shoot booking's review (reviews feature) inside the Ensaios tab's booking cards (shoots feature). */
export function renderBookingReview(booking: ShootBookingView) {
  const other = booking.role === 'buyer' ? booking.photographer : booking.buyer;
  return <ContractReview contractId={booking.id} subject="shoot_booking" counterpartName={other.name} renderTheirsActions={renderReceivedReviewReport} />;
}
