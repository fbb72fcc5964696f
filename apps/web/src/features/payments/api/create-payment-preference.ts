import { type CreatePaymentPreferenceBody, IDEMPOTENCY_KEY_HEADER, type PaymentPreferenceResponse } from '@passarela/shared';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/payments/preferences (spec "create-payment-preference"). The idempotency key is made
 * once per intent by the caller, so a retried request never opens a second payment.
 */
export function createPaymentPreference(body: CreatePaymentPreferenceBody, idempotencyKey: string): Promise<PaymentPreferenceResponse> {
  return apiClient.post<PaymentPreferenceResponse>('/api/payments/preferences', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
