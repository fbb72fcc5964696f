import type { ForgotPasswordBody, ResetPasswordBody } from '@passarela/shared';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password → always `{ sent: true }` (no hint whether the account exists). */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<{ sent: true }> {
  return apiClient.post<{ sent: true }>('/api/auth/forgot-password', body);
}

/** POST /api/auth/reset-password with the emailed token; RESET_TOKEN_INVALID when bad, used or expired. */
export function resetPassword(body: ResetPasswordBody): Promise<{ success: true }> {
  return apiClient.post<{ success: true }>('/api/auth/reset-password', body);
}
