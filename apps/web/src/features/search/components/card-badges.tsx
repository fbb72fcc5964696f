import { formatRatingAverage, reviewCountText } from '@passarela/shared';
import { BadgeCheck, Crown, Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** The PRO subscriber's badge, over the card's photo. */
export function ProBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center gap-1 rounded-full bg-gray-950/80 px-2 text-xs font-bold tracking-wide text-amber-300 backdrop-blur-sm',
        className,
      )}
    >
      <Crown className="size-3.5" aria-hidden="true" />
      PRO
    </span>
  );
}

/** The verified badge beside a name: an icon that says what it means to screen readers and on hover. */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span title="Identidade verificada" className={cn('inline-flex shrink-0 text-sky-600', className)}>
      <BadgeCheck className="size-4.5" aria-hidden="true" />
      <span className="sr-only">Identidade verificada</span>
    </span>
  );
}

/** A card's rating, '★ 4,3 (12)', only when the person has visible reviews. */
export function CardRating({ average, count, className }: { average?: number | null; count?: number; className?: string }) {
  if (!count || average === null || average === undefined) return null;
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-0.5 text-xs font-semibold text-gray-800', className)}>
      <span className="sr-only">{`Nota ${formatRatingAverage(average)} de 5, ${reviewCountText(count)}`}</span>
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span aria-hidden="true">{formatRatingAverage(average)}</span>
      <span className="font-normal text-gray-500" aria-hidden="true">
        ({count})
      </span>
    </span>
  );
}
