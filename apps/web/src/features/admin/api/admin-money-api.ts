import type { AdminDispute, AdminWithdrawal, ResolveDisputeBody, WithdrawalStatus } from '@passarela/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useAdminKeysetPages } from './admin-pages.ts';

/** Saques and Disputas of /admin: the queues and the decisions on them. */
export const adminMoneyKeys = {
  withdrawals: (status: WithdrawalStatus | undefined) => ['admin', 'withdrawals', status ?? 'all'] as const,
  disputes: ['admin', 'disputes'] as const,
};

/** GET /api/admin/withdrawals?status=: keyset pages, the Pix key whole. */
export function useAdminWithdrawals(status: WithdrawalStatus | undefined) {
  return useAdminKeysetPages<{ items: AdminWithdrawal[]; next_cursor: string | null }>(adminMoneyKeys.withdrawals(status), '/api/admin/withdrawals', {
    status,
  });
}

export type WithdrawalDecision = 'pay' | 'refuse';

/** POST /api/admin/withdrawals/:id/pay | refuse { reason }. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: WithdrawalDecision; reason: string }) =>
      apiClient.post<unknown>(`/api/admin/withdrawals/${encodeURIComponent(id)}/${decision}`, { reason }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals'] }), queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  });
}

/** GET /api/admin/disputes: contracts in dispute, oldest first. */
export function useAdminDisputes() {
  return useQuery({
    queryKey: adminMoneyKeys.disputes,
    queryFn: ({ signal }) => apiClient.get<{ items: AdminDispute[] }>('/api/admin/disputes', { signal }),
  });
}

/** POST /api/admin/contracts/:id/resolve { outcome, model_share_cents?, reason }. */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, body }: { contractId: string; body: ResolveDisputeBody }) =>
      apiClient.post<unknown>(`/api/admin/contracts/${encodeURIComponent(contractId)}/resolve`, body),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminMoneyKeys.disputes }), queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  });
}
