import { formatRatingAverage, reviewCountText } from '@passarela/shared';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** Five stars filled up to `rating` (rounded to the nearest half is not needed: whole stars). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('size-4', n <= filled ? 'fill-amber-400 text-amber-400' : 'fill-gray-200 text-gray-200')} />
      ))}
    </span>
  );
}

/** '★★★★☆ 4,3 (12 avaliações)': stars, average and count; the accessible name says it in words. */
export function RatingSummary({
  average,
  count,
  className,
  compact = false,
}: {
  average: number | null;
  count: number;
  className?: string;
  compact?: boolean;
}) {
  if (count <= 0 || average === null) return null;
  const label = `Nota ${formatRatingAverage(average)} de 5, ${reviewCountText(count)}`;
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm text-gray-700', className)}>
      <span className="sr-only">{label}</span>
      <Stars rating={average} className={compact ? '[&_svg]:size-3.5' : undefined} />
      <span className="font-semibold text-gray-900" aria-hidden="true">
        {formatRatingAverage(average)}
      </span>
      <span className="text-gray-500" aria-hidden="true">
        ({compact ? count : reviewCountText(count)})
      </span>
    </span>
  );
}
