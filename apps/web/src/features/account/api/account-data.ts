import type { AccountDeletionCheck, DeleteAccountBody, ExportDataBody } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/export-data → everything stored about the user (LGPD), as the JSON document the file holds. */
export function exportMyData(body: ExportDataBody): Promise<unknown> {
  return apiClient.post<unknown>('/api/auth/export-data', body);
}

export const accountDeletionCheckKey = ['account', 'deletion-check'] as const;

/** GET /api/auth/delete-account: what stops the deletion now (money or work still running). */
export function useAccountDeletionCheck() {
  return useQuery({
    queryKey: accountDeletionCheckKey,
    queryFn: ({ signal }) => apiClient.get<AccountDeletionCheck>('/api/auth/delete-account', { signal }),
  });
}

/** POST /api/auth/delete-account → the account is gone and this browser signed out. */
export function deleteAccount(body: DeleteAccountBody): Promise<{ success: true }> {
  return apiClient.post<{ success: true }>('/api/auth/delete-account', body);
}
