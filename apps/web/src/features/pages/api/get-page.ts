import type { ContentPage } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client.ts';

export function getPage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<ContentPage> {
  return apiClient.get<ContentPage>(`/api/pages/${encodeURIComponent(slug)}`, { signal });
}

export function isPageNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === 'PAGE_NOT_FOUND' || error.status === 404);
}

export function pageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => getPage(slug, { signal }),
    staleTime: 5 * 60_000,
    // A missing page stays missing; only transport and server failures are worth retrying.
    retry: (failureCount, error) => !isPageNotFound(error) && failureCount < 2,
  });
}

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
