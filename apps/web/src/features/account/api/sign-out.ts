import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/sign-out: ends this session (harmless without one). */
export function signOut(): Promise<{ success: true }> {
  return apiClient.post<{ success: true }>('/api/auth/sign-out');
}
