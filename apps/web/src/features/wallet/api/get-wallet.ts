import type { WalletView } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { walletQueryKey } from '../../../lib/money-queries.ts';

/** GET /api/wallet: balance, money waiting in withdrawals and the minimum withdrawal. */
export const walletQueryOptions = queryOptions({
  queryKey: [...walletQueryKey, 'view'],
  queryFn: ({ signal }) => apiClient.get<WalletView>('/api/wallet', { signal }),
});

export function useWallet(options: { enabled?: boolean } = {}) {
  return useQuery({ ...walletQueryOptions, enabled: options.enabled ?? true });
}
