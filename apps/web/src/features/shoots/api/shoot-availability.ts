import type { ShootAvailability, ShootAvailabilityBody } from '@passarela/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshShoots, shootKeys } from './shoot-query-keys.ts';

/** GET /api/shoots/availability: the photographer's weekly hours and blocked dates. */
export function useShootAvailability() {
  return useQuery({
    queryKey: shootKeys.availability,
    queryFn: ({ signal }) => apiClient.get<ShootAvailability>('/api/shoots/availability', { signal }),
  });
}

/** PUT /api/shoots/availability: replaces the weekly hours and blocked dates. */
export function useSaveShootAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShootAvailabilityBody) => apiClient.put<ShootAvailability>('/api/shoots/availability', body),
    onSuccess: (availability) => queryClient.setQueryData(shootKeys.availability, availability),
    onSettled: () => refreshShoots(queryClient),
  });
}
