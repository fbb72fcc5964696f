import { IDEMPOTENCY_KEY_HEADER, type RequestWithdrawalBody, type WithdrawalView } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshMoney } from '../../../lib/money-queries.ts';

export interface RequestWithdrawalInput {
  body: RequestWithdrawalBody;
  /** One per click: a retry of the same click must not withdraw twice. */
  idempotencyKey: string;
}

/** POST /api/wallet/withdrawals: the amount leaves the balance at once (it comes back if refused). */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: RequestWithdrawalInput) =>
      apiClient.post<WithdrawalView>('/api/wallet/withdrawals', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    onSettled: () => refreshMoney(queryClient),
  });
}
