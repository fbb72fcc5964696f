import type { SubscriptionView } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { subscriptionQueryKey } from '../../../lib/money-queries.ts';

/** GET /api/subscription: the user's PRO and both plans with the server's prices. */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => apiClient.get<SubscriptionView>('/api/subscription', { signal }),
  });
}
