import type { EmailPreferences } from '@passarela/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const emailPreferencesKey = ['notifications', 'email-preferences'] as const;

/** GET /api/me/email-preferences: which notification emails the user gets. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: emailPreferencesKey,
    queryFn: ({ signal }) => apiClient.get<EmailPreferences>('/api/me/email-preferences', { signal }),
  });
}

/** PUT /api/me/email-preferences: the switches as saved come back and become the cached answer. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) => apiClient.put<EmailPreferences>('/api/me/email-preferences', preferences),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesKey, saved),
  });
}
