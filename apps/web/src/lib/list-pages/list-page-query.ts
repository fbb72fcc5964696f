import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { listPageUrl } from './list-page-url.ts';

/** Where a public list's pages come from: its API path and the cache key its searches live under. */
export interface ListEndpoint {
  path: string;
  queryKey: readonly string[];
}

/**
 * The pages of one search of a public list: one cache entry per search (the canonical query
 * string), its pages chained by the server's cursor. A new search keeps the old cards on screen
 * (dimmed) until its first page arrives.
 */
export function useListPages<Page extends { nextCursor: string | null }>(endpoint: ListEndpoint, query: string) {
  return useInfiniteQuery({
    queryKey: [...endpoint.queryKey, query],
    queryFn: ({ pageParam, signal }) => apiClient.get<Page>(listPageUrl(endpoint.path, query, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
