import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Heart, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { NextPageFooter } from '../../../components/list-page/next-page-footer.tsx';
import { QueryErrorRetry } from '../../../components/ui/query-error-retry.tsx';
import type { FavoritesTab } from '../lib/favorites-tabs.ts';

const profileGridClassName = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

export interface FavoritesResultsProps<Item> {
  tab: FavoritesTab;
  query: UseInfiniteQueryResult<InfiniteData<{ items: Item[]; nextCursor: string | null }>>;
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** Keeps the loading state until the hearts are known, so cards never flash an empty heart. */
  heartsPending?: boolean;
  /** The grid's classes when the cards are not profile squares (job cards want wider columns). */
  gridClassName?: string;
}

/** One tab's cards: loading, error with retry, the empty state with a way to go looking, 'Carregar mais'. */
export function FavoritesResults<Item>({
  tab,
  query,
  itemKey,
  renderItem,
  heartsPending = false,
  gridClassName = profileGridClassName,
}: FavoritesResultsProps<Item>) {
  if (query.isPending || (heartsPending && !query.isError)) {
    return (
      <div aria-busy="true" className="flex justify-center py-16">
        <output className="text-sm text-gray-600">Carregando favoritos...</output>
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <State icon={<TriangleAlert className="size-6" aria-hidden="true" />} title="Não foi possível carregar seus favoritos" tone="error">
        <QueryErrorRetry query={query} />
      </State>
    );
  }

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <State icon={<Heart className="size-6" aria-hidden="true" />} title={tab.emptyTitle} tone="empty">
        <p className="mt-1 max-w-md text-sm text-gray-600">{tab.emptyText}</p>
        <Link to={tab.browseTo} className={buttonVariants({ className: 'mt-5' })}>
          {tab.browseLabel}
        </Link>
      </State>
    );
  }

  return (
    <div aria-busy={query.isFetchingNextPage || undefined}>
      <ul className={gridClassName} aria-label={tab.label}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      <NextPageFooter query={query} failedMessage="Não foi possível carregar mais favoritos." canLoadMore={query.hasNextPage} />
    </div>
  );
}

function State({ icon, title, tone, children }: { icon: ReactNode; title: string; tone: 'empty' | 'error'; children: ReactNode }) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
      <span
        className={
          tone === 'error'
            ? 'flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700'
            : 'flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700'
        }
      >
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}
