import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/send-verification-email: a new confirmation link to the signed-in user's address. */
export function sendVerificationEmail(): Promise<{ sent: true }> {
  return apiClient.post<{ sent: true }>('/api/auth/send-verification-email');
}
