import type { PaymentView } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/dev/payments/:paymentId/simulate: the sandbox settles a pending Pix or boleto as the provider would. */
export function simulatePayment(paymentId: string, outcome: 'approved' | 'rejected'): Promise<PaymentView> {
  return apiClient.post<PaymentView>(`/api/dev/payments/${encodeURIComponent(paymentId)}/simulate`, { outcome });
}

export function useSimulatePayment(paymentId: string) {
  return useMutation({ mutationFn: (outcome: 'approved' | 'rejected') => simulatePayment(paymentId, outcome) });
}
