import type { WithdrawalView } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { walletQueryKey } from '../../../lib/money-queries.ts';

/** GET /api/wallet/withdrawals: the user's own, newest first (keys masked). */
export function useMyWithdrawals() {
  return useQuery({
    queryKey: [...walletQueryKey, 'withdrawals'],
    queryFn: ({ signal }) => apiClient.get<{ items: WithdrawalView[] }>('/api/wallet/withdrawals', { signal }),
  });
}
