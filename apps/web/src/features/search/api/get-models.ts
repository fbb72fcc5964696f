import { type ModelsPage, modelsQueryString } from '@passarela/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { listPageUrl } from '../../../lib/list-pages/list-page-url.ts';
import type { ModelFilters } from '../lib/list-filters.ts';

export function getModelsPage(query: string, cursor: string | null, { signal }: { signal?: AbortSignal } = {}): Promise<ModelsPage> {
  return apiClient.get<ModelsPage>(listPageUrl('/api/models', query, cursor), { signal });
}

/** One cache entry per search (the canonical query string), its pages chained by the server's cursor. */
export function modelsQueryOptions(filters: ModelFilters) {
  const query = modelsQueryString(filters);
  return infiniteQueryOptions({
    queryKey: ['search', 'models', query],
    queryFn: ({ pageParam, signal }) => getModelsPage(query, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search keeps the old cards on screen (dimmed) until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useModels(filters: ModelFilters) {
  return useInfiniteQuery(modelsQueryOptions(filters));
}
