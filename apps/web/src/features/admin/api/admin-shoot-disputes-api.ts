import type { AdminShootDispute, ResolveShootDisputeBody } from '@passarela/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const adminShootDisputesKey = ['admin', 'shoot-disputes'] as const;

/** GET /api/admin/shoot-disputes: shoot bookings in dispute, oldest first. */
export function useAdminShootDisputes() {
  return useQuery({
    queryKey: adminShootDisputesKey,
    queryFn: ({ signal }) => apiClient.get<{ items: AdminShootDispute[] }>('/api/admin/shoot-disputes', { signal }),
  });
}

/** POST /api/admin/shoot-bookings/:id/resolve { outcome, photographer_share_cents?, reason }. */
export function useResolveShootDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: ResolveShootDisputeBody }) =>
      apiClient.post<unknown>(`/api/admin/shoot-bookings/${encodeURIComponent(bookingId)}/resolve`, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminShootDisputesKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['shoots'] }),
      ]),
  });
}
