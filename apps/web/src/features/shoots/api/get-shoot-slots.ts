import type { ShootSlots } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { shootKeys } from './shoot-query-keys.ts';

/** GET /api/shoots/:id/slots?from&to: the free start times of each day that has any. */
export function useShootSlots(packageId: string, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: shootKeys.slots(packageId, from, to),
    queryFn: ({ signal }) =>
      apiClient.get<ShootSlots>(`/api/shoots/${encodeURIComponent(packageId)}/slots?from=${from}&to=${to}`, { signal }),
    enabled,
    // Someone else may book a time: a slot list a minute old is refetched when shown again.
    staleTime: 60_000,
  });
}
