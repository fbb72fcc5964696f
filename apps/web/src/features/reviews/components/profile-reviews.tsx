import type { ReviewView } from '@passarela/shared';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useProfileReviews } from '../api/reviews-api.ts';
import { RatingSummary } from './rating-stars.tsx';
import { ReviewItem } from './review-item.tsx';

/**
 * The public profile's "Avaliações": visible reviews (newest first) with replies. `renderReviewActions`
 * adds what the page composes in under each one (the reports feature's "Denunciar").
 */
export function ProfileReviews({ profileSlug, renderReviewActions }: { profileSlug: string; renderReviewActions?: (review: ReviewView) => ReactNode }) {
  const reviews = useProfileReviews(profileSlug);
  if (!reviews.data || reviews.data.items.length === 0) return null;
  const { items, summary } = reviews.data;
  return (
    <section className="mt-10" aria-labelledby="avaliacoes-titulo">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="avaliacoes-titulo" className="flex items-center gap-2 text-xl font-bold tracking-tight text-gray-900">
          <Star className="size-5" aria-hidden="true" />
          Avaliações
        </h2>
        <RatingSummary average={summary.average} count={summary.count} />
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} actions={renderReviewActions?.(review)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
