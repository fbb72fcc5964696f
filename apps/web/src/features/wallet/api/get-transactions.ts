import type { WalletTransactionsPage } from '@passarela/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { walletQueryKey } from '../../../lib/money-queries.ts';
import { type TransactionFilters, transactionFiltersToSearch } from '../lib/transaction-filters.ts';

const PAGE_SIZE = 20;

/** GET /api/wallet/transactions: newest first, one keyset page per 'Carregar mais'. */
export function useWalletTransactions(filters: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: [...walletQueryKey, 'transactions', filters],
    queryFn: ({ pageParam, signal }) => {
      const search = transactionFiltersToSearch(filters);
      search.set('limit', String(PAGE_SIZE));
      if (pageParam) search.set('cursor', pageParam);
      return apiClient.get<WalletTransactionsPage>(`/api/wallet/transactions?${search.toString()}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The CSV of every row matching the same filters (the browser downloads it with the session cookie). */
export function transactionsCsvUrl(filters: TransactionFilters): string {
  const search = transactionFiltersToSearch(filters).toString();
  return `/api/wallet/transactions.csv${search ? `?${search}` : ''}`;
}
