import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Query strings without empty values: '?status=pending&cursor=…', or '' when every value is empty. */
export function toSearch(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** An admin list read in keyset pages: GET `path` with the list's filters and the next page's cursor. */
export function useAdminKeysetPages<Page extends { next_cursor?: string | null }>(
  queryKey: QueryKey,
  path: string,
  filters: Record<string, string | undefined>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => apiClient.get<Page>(`${path}${toSearch({ ...filters, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
