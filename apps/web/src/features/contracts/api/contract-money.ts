import { type ContractView, IDEMPOTENCY_KEY_HEADER } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshHiring } from '../../../lib/hiring-queries.ts';
import { refreshMoney } from '../../../lib/money-queries.ts';
import { toast } from '../../../lib/toast.ts';

async function refreshAll(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([refreshHiring(queryClient), refreshMoney(queryClient)]);
}

/** POST /api/contracts/:id/fund-with-wallet: the balance pays the contract into escrow; one key per click. */
export function useFundContractWithWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      apiClient.post<{ contract: ContractView } | ContractView>(
        `/api/contracts/${encodeURIComponent(id)}/fund-with-wallet`,
        {},
        {
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        },
      ),
    onSuccess: () => toast({ variant: 'success', title: 'Contratação paga!', description: 'O valor fica retido até a conclusão do trabalho.' }),
    onSettled: () => refreshAll(queryClient),
  });
}

/** POST /api/contracts/:id/dispute { reason }: either party, while the money is held. */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiClient.post<unknown>(`/api/contracts/${encodeURIComponent(id)}/dispute`, { reason }),
    onSuccess: () => toast({ variant: 'success', title: 'Disputa aberta', description: 'Nossa equipe vai analisar e decidir o destino do valor.' }),
    onSettled: () => refreshAll(queryClient),
  });
}

/** POST /api/contracts/:id/refund: the model gives up a paid contract; the money goes back to the contractor. */
export function useRefundContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<{ contract: ContractView }>(`/api/contracts/${encodeURIComponent(id)}/refund`, {}),
    onSuccess: () => toast({ variant: 'success', title: 'Contrato cancelado', description: 'O valor foi devolvido à carteira do contratante.' }),
    onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível cancelar', description: error.message }),
    onSettled: () => refreshAll(queryClient),
  });
}
