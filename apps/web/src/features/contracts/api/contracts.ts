import type { ContractView, ContractsResponse, DirectProposalBodyInput, ProposalView, ProposalsResponse } from '@passarela/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshHiring } from '../../../lib/hiring-queries.ts';
import { toast } from '../../../lib/toast.ts';

export const proposalsQueryOptions = (role: 'received' | 'sent') =>
  queryOptions({
    queryKey: ['proposals', role],
    queryFn: ({ signal }) => apiClient.get<ProposalsResponse>(`/api/me/proposals?role=${role}`, { signal }),
  });

export const myContractsQueryOptions = queryOptions({
  queryKey: ['contracts', 'mine'],
  queryFn: ({ signal }) => apiClient.get<ContractsResponse>('/api/me/contracts', { signal }),
});

export function useProposals(role: 'received' | 'sent') {
  return useQuery(proposalsQueryOptions(role));
}

export function useMyContracts() {
  return useQuery(myContractsQueryOptions);
}

function failure(title: string) {
  return (error: Error) => toast({ variant: 'destructive', title, description: error.message });
}

/** POST /api/proposals: the dialog shows field errors itself, so no toast on failure here. */
export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectProposalBodyInput) => apiClient.post<{ proposal: ProposalView }>('/api/proposals', body),
    onSuccess: () => toast({ variant: 'success', title: 'Proposta enviada!', description: 'Acompanhe a resposta em Minhas Contratações.' }),
    onSettled: () => refreshHiring(queryClient),
  });
}

export type ProposalAnswer = 'accept' | 'decline' | 'withdraw';

const answerToast: Record<ProposalAnswer, { title: string; description?: string }> = {
  accept: { title: 'Proposta aceita!', description: 'Agora vocês já podem combinar os detalhes pelo WhatsApp.' },
  decline: { title: 'Proposta recusada' },
  withdraw: { title: 'Proposta retirada' },
};

export function useAnswerProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ProposalAnswer }) =>
      apiClient.post<{ proposal: ProposalView }>(`/api/proposals/${encodeURIComponent(id)}/${action}`, {}),
    onSuccess: (_data, { action }) => toast({ variant: 'success', ...answerToast[action] }),
    onError: failure('Não foi possível concluir a ação'),
    onSettled: () => refreshHiring(queryClient),
  });
}

export type ContractStep = 'complete' | 'cancel';

export function useContractStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ContractStep }) =>
      apiClient.post<{ contract: ContractView }>(`/api/contracts/${encodeURIComponent(id)}/${action}`, {}),
    onSuccess: ({ contract }, { action }) => {
      if (action === 'cancel') toast({ variant: 'success', title: 'Contrato cancelado' });
      else if (contract.status === 'completed') toast({ variant: 'success', title: 'Trabalho concluído!', description: 'Agora vocês podem se avaliar.' });
      else toast({ variant: 'success', title: 'Conclusão confirmada', description: 'Aguardando a confirmação da outra parte.' });
    },
    onError: failure('Não foi possível concluir a ação'),
    onSettled: () => refreshHiring(queryClient),
  });
}
