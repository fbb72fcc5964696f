import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from './admin-field-classes.ts';

/** The gap above each block of a section ('mt-3' inside the moderation's subsections). */
type Spacing = 'mt-3' | 'mt-4';

/**
 * What an admin query shows: a spinner while it loads, the API's message (announced) when it
 * fails, `emptyText` when `isEmpty` says there is nothing, and otherwise `children` with the data.
 */
export function AdminQueryState<Data>({
  query,
  spacing = 'mt-4',
  isEmpty,
  emptyText,
  children,
}: {
  query: UseQueryResult<Data> | UseInfiniteQueryResult<Data>;
  spacing?: Spacing;
  isEmpty?: (data: Data) => boolean;
  emptyText?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Spinner className={cn(spacing, 'size-6')} />;
  if (query.isError) {
    return (
      <p role="alert" className={cn(spacing, 'text-red-700')}>
        {errorMessage(query.error)}
      </p>
    );
  }
  if (isEmpty?.(query.data)) return <p className={cn(spacing, 'text-gray-600')}>{emptyText}</p>;
  return children(query.data);
}

/** A keyset-paged admin list: its states, the items of every page loaded so far, and 'Carregar mais'. */
export function AdminPagedList<Item>({
  query,
  spacing = 'mt-4',
  emptyText,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>>;
  spacing?: Spacing;
  emptyText: string;
  children: (items: Item[]) => ReactNode;
}) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <AdminQueryState query={query} spacing={spacing} isEmpty={() => items.length === 0} emptyText={emptyText}>
        {() => children(items)}
      </AdminQueryState>
      <LoadMoreButton query={query} className={spacing} />
    </>
  );
}
