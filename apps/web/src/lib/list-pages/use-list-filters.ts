import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ListKind, activeFilterCount, listSearch, parseListFilters, withFilterChange } from './filters-in-url.ts';
import { createOwnNavigations } from './own-navigations.ts';

/**
 * The list's filters live in the URL: read from it, written back to it. A change replaces the
 * history entry (typing must not fill the back button), so "back" leaves the list as it was last
 * seen and a copied URL shows the same search.
 */
export function useListFilters<F extends object>(kind: ListKind<F>) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseListFilters(kind, new URLSearchParams(search)), [kind, search]);
  // Two debounced fields may commit in the same tick: each change builds on the latest filters.
  const latest = useRef(filters);
  // A late render of an older change of ours must not undo a newer one (own-navigations.ts).
  const [ownNavigations] = useState(createOwnNavigations);
  useEffect(() => {
    if (ownNavigations.rendered(search)) latest.current = filters;
  }, [filters, search, ownNavigations]);

  const apply = useCallback(
    (next: F) => {
      latest.current = next;
      const nextSearch = listSearch(kind, next);
      ownNavigations.made(nextSearch);
      void navigate({ search: nextSearch }, { replace: true, preventScrollReset: true });
    },
    [kind, navigate, ownNavigations],
  );
  const setFilters = useCallback((change: Partial<F>) => apply(withFilterChange(latest.current, change)), [apply]);
  // The page size is not a filter a visitor sets: a shared `limit` survives 'Limpar filtros'.
  const clearFilters = useCallback(() => {
    const { limit } = latest.current as { limit?: number };
    apply(parseListFilters(kind, new URLSearchParams(limit === undefined ? '' : `limit=${limit}`)));
  }, [apply, kind]);

  return { filters, setFilters, clearFilters, activeCount: activeFilterCount(filters) };
}
