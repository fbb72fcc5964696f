import type { OverviewResponse } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const overviewQueryKey = ['me', 'overview'] as const;

/** "Visão Geral" numbers; refreshed on each visit of the tab. */
export function useOverview() {
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: ({ signal }) => apiClient.get<OverviewResponse>('/api/me/overview', { signal }),
    staleTime: 0,
  });
}
