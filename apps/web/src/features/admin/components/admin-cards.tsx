import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminPagedList } from './admin-query-state.tsx';

/** An admin list's cards, one per item (`children` renders one, with its key), named `label` for screen readers. */
export function AdminCards<Item>({ label, items, children }: { label: string; items: Item[]; children: (item: Item) => ReactNode }) {
  return (
    <ul className="mt-4 space-y-3" aria-label={label}>
      {items.map((item) => children(item))}
    </ul>
  );
}

/** The cards of a paged admin list ('Carregar mais' below them), or `emptyText`. */
export function AdminPagedCards<Item>({
  query,
  emptyText,
  label,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>>;
  emptyText: string;
  label: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <AdminPagedList query={query} emptyText={emptyText}>
      {(items) => (
        <AdminCards label={label} items={items}>
          {children}
        </AdminCards>
      )}
    </AdminPagedList>
  );
}
