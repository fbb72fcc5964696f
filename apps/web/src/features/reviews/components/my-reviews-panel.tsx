import { pendingReviewsText, type ReviewDirection, type ReviewView } from '@passarela/shared';
import { Star } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMyReviews } from '../api/reviews-api.ts';
import { RatingSummary } from './rating-stars.tsx';
import { ReviewItem } from './review-item.tsx';

const subTabs: Array<{ id: ReviewDirection; label: string }> = [
  { id: 'received', label: 'Recebidas' },
  { id: 'given', label: 'Enviadas' },
];

/**
 * "Avaliações": the caller's rating, then received (with a reply form) and given reviews in two
 * sub-tabs. `renderReceivedActions` adds what the page composes in under each review about her (the
 * reports feature's "Denunciar"); her own written reviews get none: she cannot report herself.
 */
export function MyReviewsPanel({ title, renderReceivedActions }: { title: string; renderReceivedActions?: (review: ReviewView) => ReactNode }) {
  const [direction, setDirection] = useState<ReviewDirection>('received');
  const baseId = useId();
  const received = useMyReviews('received');
  const summary = received.data?.pages[0]?.summary;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = direction === 'received' ? 'given' : 'received';
    setDirection(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h2>
          <p className="mt-1 text-gray-600">Depois de cada trabalho concluído, as duas partes se avaliam.</p>
        </div>
        <div className="rounded-2xl border border-gray-200 bg-white px-4 py-3 shadow-sm">
          <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">Sua nota</p>
          {summary && summary.count > 0 ? (
            <RatingSummary average={summary.average} count={summary.count} className="mt-1 text-base" />
          ) : (
            <p className="mt-1 text-sm text-gray-600">{summary ? 'Nenhuma avaliação ainda' : '…'}</p>
          )}
        </div>
      </div>

      <div role="tablist" aria-label="Avaliações" className="flex gap-2 border-b border-gray-200">
        {subTabs.map((tab) => {
          const selected = tab.id === direction;
          return (
            <button
              key={tab.id}
              id={`${baseId}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onKeyDown={onTabKeyDown}
              onClick={() => setDirection(tab.id)}
              className={cn(
                '-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>

      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${direction}`}>
        <ReviewList direction={direction} renderReceivedActions={renderReceivedActions} />
      </div>
    </div>
  );
}

function ReviewList({ direction, renderReceivedActions }: { direction: ReviewDirection; renderReceivedActions?: (review: ReviewView) => ReactNode }) {
  const list = useMyReviews(direction);
  if (list.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (list.isError) {
    return (
      <p className="text-sm text-gray-600" role="alert">
        Não foi possível carregar as avaliações. Tente novamente.
      </p>
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  const pending = pendingReviewsText(list.data.pages[0]?.pending_count ?? 0);
  return (
    <div className="grid gap-4">
      {pending && <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{pending}</p>}
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-gray-300 px-4 py-10 text-center text-sm text-gray-600">
          <Star className="size-8 text-gray-300" aria-hidden="true" />
          <p>{direction === 'received' ? 'Você ainda não tem avaliações para mostrar.' : 'Você ainda não avaliou ninguém.'}</p>
        </div>
      ) : (
        <ul className="grid gap-4">
          {items.map((review) => (
            <li key={review.id}>
              {direction === 'received' ? (
                <ReviewItem review={review} canReply actions={renderReceivedActions?.(review)} />
              ) : (
                <ReviewItem review={review} show="reviewee" />
              )}
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="text-center">
          <Button variant="outline" onClick={() => void list.fetchNextPage()} isLoading={list.isFetchingNextPage}>
            Carregar mais
          </Button>
        </div>
      )}
    </div>
  );
}
