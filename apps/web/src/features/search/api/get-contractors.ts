import { type ContractorsPage, contractorsQueryString } from '@passarela/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { listPageUrl } from '../../../lib/list-pages/list-page-url.ts';
import type { ContractorFilters } from '../lib/list-filters.ts';

export function getContractorsPage(query: string, cursor: string | null, { signal }: { signal?: AbortSignal } = {}): Promise<ContractorsPage> {
  return apiClient.get<ContractorsPage>(listPageUrl('/api/contractors', query, cursor), { signal });
}

/** One cache entry per search (the canonical query string), its pages chained by the server's cursor. */
export function contractorsQueryOptions(filters: ContractorFilters) {
  const query = contractorsQueryString(filters);
  return infiniteQueryOptions({
    queryKey: ['search', 'contractors', query],
    queryFn: ({ pageParam, signal }) => getContractorsPage(query, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search keeps the old cards on screen (dimmed) until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useContractors(filters: ContractorFilters) {
  return useInfiniteQuery(contractorsQueryOptions(filters));
}
