import type { ShootBookingResponse } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshMoney } from '../../../lib/money-queries.ts';
import { refreshShoots } from './shoot-query-keys.ts';

/** The booking steps a party takes from a card, each its own POST /api/shoot-bookings/:id/<step>. */
export type ShootBookingStep = 'accept' | 'decline' | 'deliver' | 'confirm' | 'cancel' | 'dispute';

/** Bodies: deliver {link?, note}, cancel {reason?}, dispute {reason}; the others none. */
export function useShootBookingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, step, body }: { id: string; step: ShootBookingStep; body?: Record<string, unknown> }) =>
      (await apiClient.post<ShootBookingResponse>(`/api/shoot-bookings/${encodeURIComponent(id)}/${step}`, body ?? {})).booking,
    // Declines, cancellations and confirmations move money: the wallet and the header balance too.
    onSettled: () => Promise.all([refreshShoots(queryClient), refreshMoney(queryClient)]),
  });
}
