import type { ChangeEmailBody, ChangePasswordBody, SignedInResponse, SignOutEverywhereBody } from '@passarela/shared';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/change-password → the user with a fresh session cookie; other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<SignedInResponse> {
  return apiClient.post<SignedInResponse>('/api/auth/change-password', body);
}

/** POST /api/auth/change-email → a confirmation link goes to the new address; nothing changes until it is opened. */
export function changeEmail(body: ChangeEmailBody): Promise<{ sent: true }> {
  return apiClient.post<{ sent: true }>('/api/auth/change-email', body);
}

/** POST /api/auth/sign-out-everywhere → every session ends, this one included. */
export function signOutEverywhere(body: SignOutEverywhereBody): Promise<{ success: true }> {
  return apiClient.post<{ success: true }>('/api/auth/sign-out-everywhere', body);
}
