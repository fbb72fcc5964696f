import type { GuardianConsentResponse, GuardianConsentView } from '@passarela/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The emailed link's page: what it authorises, then the confirmation. The token goes in the body
 * (never in an API URL the server would log).
 */
export async function lookupGuardianConsent(token: string, signal?: AbortSignal): Promise<GuardianConsentView> {
  const answer = await apiClient.post<GuardianConsentResponse>('/api/guardian-consents/lookup', { token }, { signal });
  return answer.consent;
}

export async function confirmGuardianConsent(token: string): Promise<GuardianConsentView> {
  const answer = await apiClient.post<GuardianConsentResponse>('/api/guardian-consents/confirm', { token });
  return answer.consent;
}

export function useGuardianConsentLink(token: string) {
  return useQuery({
    queryKey: ['guardian-consent', token],
    queryFn: ({ signal }) => lookupGuardianConsent(token, signal),
    // A used or expired link stays so: asking again changes nothing.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useConfirmGuardianConsent() {
  return useMutation({ mutationFn: confirmGuardianConsent });
}
