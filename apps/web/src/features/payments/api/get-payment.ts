import type { PaymentView } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Brief: the Pix screen asks every 3 s whether the payer has paid. */
export const PAYMENT_POLL_INTERVAL_MS = 3000;

export const paymentQueryKey = (paymentId: string) => ['payments', 'payment', paymentId] as const;

/** GET /api/payments/:paymentId (owner or admin). */
export function getPayment(paymentId: string, { signal }: { signal?: AbortSignal } = {}): Promise<PaymentView> {
  return apiClient.get<PaymentView>(`/api/payments/${encodeURIComponent(paymentId)}`, { signal });
}

export function paymentQueryOptions(paymentId: string) {
  return queryOptions({ queryKey: paymentQueryKey(paymentId), queryFn: ({ signal }) => getPayment(paymentId, { signal }) });
}

/** Polls while the payment waits for the payer; stops once it is approved (or otherwise settled). */
export function usePaymentPolling(paymentId: string) {
  return useQuery({
    ...paymentQueryOptions(paymentId),
    refetchInterval: (query) => (query.state.data?.status && query.state.data.status !== 'pending' ? false : PAYMENT_POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  });
}
