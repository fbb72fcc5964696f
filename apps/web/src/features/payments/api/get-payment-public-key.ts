import type { PaymentPublicKeyResponse } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const paymentPublicKeyQueryKey = ['payments', 'public-key'] as const;

/** GET /api/payments/public-key (spec "get-mp-public-key"): which provider, and the key its form needs. */
export function getPaymentPublicKey({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentPublicKeyResponse> {
  return apiClient.get<PaymentPublicKeyResponse>('/api/payments/public-key', { signal });
}

/** Fetched once per signed-in visit: the key only changes when the server's configuration does. */
export const paymentPublicKeyQueryOptions = queryOptions({
  queryKey: paymentPublicKeyQueryKey,
  queryFn: ({ signal }) => getPaymentPublicKey({ signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

export function usePaymentPublicKeyQuery(enabled: boolean) {
  return useQuery({ ...paymentPublicKeyQueryOptions, enabled });
}
