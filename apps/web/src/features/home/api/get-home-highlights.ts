import type { HomeHighlights } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Under ['jobs'] too, so publishing or closing a job refreshes the home's recent jobs. */
export const homeHighlightsQueryKey = ['jobs', 'home'] as const;

/** GET /api/home: featured models and the newest open jobs. */
export function useHomeHighlights() {
  return useQuery({ queryKey: homeHighlightsQueryKey, queryFn: ({ signal }) => apiClient.get<HomeHighlights>('/api/home', { signal }) });
}
