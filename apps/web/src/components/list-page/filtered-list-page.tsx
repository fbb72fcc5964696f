import type { ReactNode } from 'react';
import type { ListKind } from '../../lib/list-pages/filters-in-url.ts';
import { type ListEndpoint, useListPages } from '../../lib/list-pages/list-page-query.ts';
import { useListFilters } from '../../lib/list-pages/use-list-filters.ts';
import { TextFilter } from './filter-fields.tsx';
import { ListPageLayout } from './list-page-layout.tsx';
import { type ListResultsLook, ListResults } from './list-results.tsx';

/** What a public list page is made of: its URL filters, the query of its cards and its texts. */
export interface ListPageDefinition<Filters> {
  kind: ListKind<Filters>;
  /** Where the cards of a search come from, a page at a time. */
  endpoint: ListEndpoint;
  title: string;
  description: string;
  /** The search box's name for screen readers ('Buscar modelos') and its placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  /** 'Ver modelos': closes the phone's filter panel. */
  showResultsLabel: string;
  results: ListResultsLook;
}

/**
 * A public list page whose search lives in the URL (/modelos, /contratantes, /vagas): the search
 * box, the filters and the cards of the current search.
 */
export function FilteredListPage<Filters extends { q?: string }, Item>({
  page,
  renderFilters,
  itemKey,
  renderItem,
}: {
  page: ListPageDefinition<Filters>;
  renderFilters: (filters: Filters, onChange: (change: Partial<Filters>) => void) => ReactNode;
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
}) {
  const { filters, setFilters, clearFilters, activeCount } = useListFilters(page.kind);
  const query = useListPages<{ items: Item[]; nextCursor: string | null }>(page.endpoint, page.kind.toQueryString(filters));
  return (
    <ListPageLayout
      title={page.title}
      description={page.description}
      searchField={
        <TextFilter
          label={page.searchLabel}
          hideLabel
          search
          placeholder={page.searchPlaceholder}
          value={filters.q}
          onCommit={(q) => setFilters({ q } as Partial<Filters>)}
        />
      }
      filters={renderFilters(filters, setFilters)}
      activeCount={activeCount}
      onClearFilters={clearFilters}
      showResultsLabel={page.showResultsLabel}
    >
      <ListResults query={query} itemKey={itemKey} renderItem={renderItem} hasFilters={activeCount > 0} onClearFilters={clearFilters} {...page.results} />
    </ListPageLayout>
  );
}
