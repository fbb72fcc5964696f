import type { ReviewView } from '@passarela/shared';
import { ReportButton } from '../../../features/reports/components/report-button.tsx';

/**
 * "Denunciar" (reports feature) under a review someone wrote about the signed-in person, in her
 * dashboard (reviews feature): "Avaliações > Recebidas" and a finished contract's or shoot's card.
 * Only reviews about her get it; the API refuses a report of her own (REPORT_SELF).
 */
export function renderReceivedReviewReport(review: ReviewView) {
  return <ReportButton item={{ kind: 'review', id: review.id }} itemTitle={`${review.reviewer.name} sobre ${review.reviewee.name}`} />;
}
