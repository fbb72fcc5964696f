import type { DashboardTab } from '../../../features/dashboard/lib/dashboard-tabs.ts';
import { MyReviewsPanel } from '../../../features/reviews/components/my-reviews-panel.tsx';
import type { SessionUser } from '../../../lib/session/use-session.ts';
import { renderReceivedReviewReport } from './review-report-slot.tsx';

/** "Avaliações": received (with replies and "Denunciar") and given reviews, and the caller's rating. */
export function ReviewsTab({ tab }: { user: SessionUser; tab: DashboardTab }) {
  return <MyReviewsPanel title={tab.label} renderReceivedActions={renderReceivedReviewReport} />;
}
