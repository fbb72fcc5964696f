import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { QueryErrorRetry } from '../ui/query-error-retry.tsx';
import { NextPageFooter } from './next-page-footer.tsx';

/** How a list's results read and look: its texts, the skeleton of a card and the grid. */
export interface ListResultsLook {
  /** 'Nenhum modelo encontrado'. */
  emptyTitle: string;
  /** 'modelos': for the screen-reader status ('24 modelos na lista'). */
  noun: string;
  /** 'Não foi possível carregar os modelos'. */
  errorTitle: string;
  /** Under the empty title when no filter is set: 'Volte mais tarde: ...'. */
  emptyHint: string;
  /** When a later page fails without a message of its own. */
  nextPageFailedMessage: string;
  /** A card's shape while the first page loads (the cards' size, so nothing jumps), and how many. */
  skeleton: ReactNode;
  skeletonCount: number;
  gridClassName: string;
  /** The error's icon colours, when they are not the brand's. */
  errorIconClassName?: string;
}

export interface ListResultsProps<Item> extends ListResultsLook {
  query: UseInfiniteQueryResult<InfiniteData<{ items: Item[]; nextCursor: string | null }>>;
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** Shown with 'Limpar filtros' when filters are set. */
  hasFilters: boolean;
  onClearFilters: () => void;
}

/**
 * The cards of a list and its states: skeletons while the first page loads (same size as the
 * cards, so nothing jumps), an error with 'Tentar novamente', the empty state, and 'Carregar mais'
 * for the next keyset page. A new search keeps the old cards (dimmed) until its answer arrives.
 */
export function ListResults<Item>({
  query,
  itemKey,
  renderItem,
  emptyTitle,
  hasFilters,
  onClearFilters,
  noun,
  errorTitle,
  emptyHint,
  nextPageFailedMessage,
  skeleton,
  skeletonCount,
  gridClassName,
  errorIconClassName,
}: ListResultsProps<Item>) {
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <output className="sr-only">Carregando {noun}...</output>
        <ul className={gridClassName} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>{skeleton}</li>
          ))}
        </ul>
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <StateMessage icon={<TriangleAlert className="size-6" aria-hidden="true" />} title={errorTitle} tone="error" iconClassName={errorIconClassName}>
        <QueryErrorRetry query={query} />
      </StateMessage>
    );
  }

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <StateMessage icon={<SearchX className="size-6" aria-hidden="true" />} title={emptyTitle} tone="empty">
        <p className="mt-1 text-sm text-gray-600">{hasFilters ? 'Tente remover alguns filtros ou buscar por outro termo.' : emptyHint}</p>
        {hasFilters && (
          <Button variant="outline" className="mt-5" onClick={onClearFilters}>
            Limpar filtros
          </Button>
        )}
      </StateMessage>
    );
  }

  // A new search, or a later page failing, keeps what is shown; a failed refetch of the same
  // search too (the cards are still right).
  const searching = query.isPlaceholderData;
  return (
    <div aria-busy={searching || query.isFetchingNextPage || undefined}>
      <output className="sr-only">
        {searching ? `Buscando ${noun}...` : `${items.length} ${noun} na lista${query.hasNextPage ? ', há mais para carregar' : ''}.`}
      </output>
      <ul className={cn(gridClassName, 'transition-opacity', searching && 'opacity-60')}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      <NextPageFooter
        query={query}
        failedMessage={nextPageFailedMessage}
        canLoadMore={query.hasNextPage && !searching}
        end={!searching && <p className="text-sm text-gray-500">Você chegou ao fim da lista.</p>}
      />
    </div>
  );
}

/** An error is announced at once (alert); an empty list politely (output = status). */
function StateMessage({
  icon,
  title,
  tone,
  iconClassName = 'bg-brand-50 text-brand-700',
  children,
}: {
  icon: ReactNode;
  title: string;
  tone: 'error' | 'empty';
  iconClassName?: string;
  children: ReactNode;
}) {
  const className = 'flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center';
  const content = (
    <>
      <span className={cn('flex size-12 items-center justify-center rounded-full', iconClassName)}>{icon}</span>
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </>
  );
  return tone === 'error' ? (
    <div role="alert" className={className}>
      {content}
    </div>
  ) : (
    <output className={className}>{content}</output>
  );
}
