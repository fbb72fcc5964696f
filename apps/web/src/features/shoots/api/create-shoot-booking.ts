import type { CreateShootBookingBody, ShootBookingResponse } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshShoots } from './shoot-query-keys.ts';

/** POST /api/shoot-bookings: holds the slot, awaiting payment; the server prices it. */
export function useCreateShootBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateShootBookingBody) => (await apiClient.post<ShootBookingResponse>('/api/shoot-bookings', body)).booking,
    onSettled: () => refreshShoots(queryClient),
  });
}
