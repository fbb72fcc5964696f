import { IDEMPOTENCY_KEY_HEADER, type ProcessPaymentBody, type ProcessPaymentResponse } from '@passarela/shared';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/payments/process (spec "process-payment"): the form's data plus transactionId. */
export function processPayment(body: ProcessPaymentBody, idempotencyKey: string): Promise<ProcessPaymentResponse> {
  return apiClient.post<ProcessPaymentResponse>('/api/payments/process', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
