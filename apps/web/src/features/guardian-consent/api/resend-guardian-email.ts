import type { GuardianConsentStatus, GuardianConsentStatusResponse } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The own profile's query (features/profiles ownProfileQueryKey): its guardian status changes. */
const ownProfileQueryKey = ['profiles-me'] as const;

/** POST /api/profiles/me/guardian-consent/resend: a new link to the guardian on file. */
export async function resendGuardianEmail(): Promise<GuardianConsentStatus> {
  const answer = await apiClient.post<GuardianConsentStatusResponse>('/api/profiles/me/guardian-consent/resend', {});
  return answer.guardian_consent;
}

export function useResendGuardianEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendGuardianEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownProfileQueryKey, exact: true }),
  });
}
