import type { AdminIdentityVerificationsPage, IdentityDecisionBody } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useAdminKeysetPages } from './admin-pages.ts';

/** Which submissions the list shows: the queue (pending) or the decided ones. */
export type AdminVerificationStatus = 'pending' | 'approved' | 'rejected';

const adminVerificationsKey = ['admin', 'identity-verifications'] as const;

/**
 * GET /api/admin/identity-verifications?status=: pending oldest first, decided newest first (no
 * status: the pending ones, then the decided ones); keyset pages.
 */
export function useAdminIdentityVerifications(status: AdminVerificationStatus | undefined) {
  return useAdminKeysetPages<AdminIdentityVerificationsPage>([...adminVerificationsKey, status ?? 'all'], '/api/admin/identity-verifications', { status });
}

/** POST /api/admin/identity-verifications/:id/decision { decision, reason }; the lists, users and audit log are then fresh. */
export function useDecideIdentityVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: IdentityDecisionBody }) =>
      apiClient.post<unknown>(`/api/admin/identity-verifications/${encodeURIComponent(id)}/decision`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
