import type { ShootBookingsResponse } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { shootKeys } from './shoot-query-keys.ts';

/** GET /api/shoot-bookings/mine?role=: the bookings the caller bought, or those of her packages. */
export function useMyShootBookings(role: 'buyer' | 'photographer') {
  return useQuery({
    queryKey: shootKeys.bookings(role),
    queryFn: ({ signal }) => apiClient.get<ShootBookingsResponse>(`/api/shoot-bookings/mine?role=${role}`, { signal }),
  });
}
