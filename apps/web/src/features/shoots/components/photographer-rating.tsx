import { formatRatingAverage, type RatingSummary, reviewCountText } from '@passarela/shared';
import { Star } from 'lucide-react';

/** '★ 4,8 (12)' beside a photographer's name; the accessible name says it in words. Nothing without reviews. */
export function PhotographerRating({ rating }: { rating: RatingSummary | null }) {
  if (!rating || rating.count <= 0 || rating.average === null) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-xs text-gray-700">
      <span className="sr-only">{`Nota ${formatRatingAverage(rating.average)} de 5, ${reviewCountText(rating.count)}`}</span>
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold text-gray-900" aria-hidden="true">
        {formatRatingAverage(rating.average)}
      </span>
      <span aria-hidden="true">({rating.count})</span>
    </span>
  );
}
