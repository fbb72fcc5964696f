import { IDEMPOTENCY_KEY_HEADER, type ShootBookingResponse } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshMoney } from '../../../lib/money-queries.ts';
import { refreshShoots } from './shoot-query-keys.ts';

/** POST /api/shoot-bookings/:id/pay-with-wallet: the balance pays the booking into escrow; one key per click. */
export function usePayShootBookingWithWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      (
        await apiClient.post<ShootBookingResponse>(
          `/api/shoot-bookings/${encodeURIComponent(id)}/pay-with-wallet`,
          {},
          { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
        )
      ).booking,
    onSettled: () => Promise.all([refreshShoots(queryClient), refreshMoney(queryClient)]),
  });
}
