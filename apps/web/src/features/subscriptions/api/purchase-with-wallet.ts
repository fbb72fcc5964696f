import { IDEMPOTENCY_KEY_HEADER, type SubscriptionPlan, type SubscriptionView } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshMoney, subscriptionQueryKey } from '../../../lib/money-queries.ts';

/** POST /api/subscription/purchase-with-wallet: pays PRO from the balance; one key per click. */
export function usePurchaseWithWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, idempotencyKey }: { plan: SubscriptionPlan; idempotencyKey: string }) =>
      apiClient.post<SubscriptionView>('/api/subscription/purchase-with-wallet', { plan }, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    onSuccess: (view) => queryClient.setQueryData(subscriptionQueryKey, view),
    // The session carries subscription_expires_at and the balance: the header badge and Saldo follow.
    onSettled: () => refreshMoney(queryClient),
  });
}
