import type {
  ApplyBody,
  JobApplicant,
  JobApplicantsResponse,
  MyApplication,
  MyApplicationResponse,
  MyApplicationsResponse,
  ProposalBodyInput,
} from '@passarela/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { applicationsQueryKey, refreshHiring } from '../../../lib/hiring-queries.ts';
import { toast } from '../../../lib/toast.ts';

export const myApplicationQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...applicationsQueryKey, 'mine', 'job', jobId],
    queryFn: ({ signal }) => apiClient.get<MyApplicationResponse>(`/api/jobs/${encodeURIComponent(jobId)}/my-application`, { signal }),
  });

export const myApplicationsQueryOptions = queryOptions({
  queryKey: [...applicationsQueryKey, 'mine', 'list'],
  queryFn: ({ signal }) => apiClient.get<MyApplicationsResponse>('/api/me/applications', { signal }),
});

export const jobApplicantsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...applicationsQueryKey, 'job', jobId],
    queryFn: ({ signal }) => apiClient.get<JobApplicantsResponse>(`/api/jobs/${encodeURIComponent(jobId)}/applications`, { signal }),
  });

export function useMyApplication(jobId: string, enabled: boolean) {
  return useQuery({ ...myApplicationQueryOptions(jobId), enabled });
}

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions);
}

export function useJobApplicants(jobId: string) {
  return useQuery(jobApplicantsQueryOptions(jobId));
}

function failure(title: string) {
  return (error: Error) => toast({ variant: 'destructive', title, description: error.message });
}

export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => apiClient.post<{ application: MyApplication }>(`/api/jobs/${encodeURIComponent(jobId)}/applications`, body),
    onSuccess: () => toast({ variant: 'success', title: 'Candidatura enviada!', description: 'Você receberá um aviso quando houver novidades.' }),
    onError: failure('Não foi possível se candidatar'),
    onSettled: () => refreshHiring(queryClient),
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<{ application: MyApplication }>(`/api/applications/${encodeURIComponent(id)}/withdraw`, {}),
    onSuccess: () => toast({ variant: 'success', title: 'Candidatura retirada' }),
    onError: failure('Não foi possível retirar a candidatura'),
    onSettled: () => refreshHiring(queryClient),
  });
}

export type OwnerDecision = 'shortlist' | 'reject';

const decisionToast: Record<OwnerDecision, string> = { shortlist: 'Candidatura pré-selecionada', reject: 'Candidatura recusada' };

export function useApplicantDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: OwnerDecision }) =>
      apiClient.post<{ applicant: JobApplicant }>(`/api/applications/${encodeURIComponent(id)}/${action}`, {}),
    onSuccess: (_data, { action }) => toast({ variant: 'success', title: decisionToast[action] }),
    onError: failure('Não foi possível concluir a ação'),
    onSettled: () => refreshHiring(queryClient),
  });
}

export function useHireApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProposalBodyInput }) =>
      apiClient.post<{ applicant: JobApplicant }>(`/api/applications/${encodeURIComponent(id)}/hire`, body),
    onSuccess: () =>
      toast({ variant: 'success', title: 'Proposta enviada!', description: 'Agora é aguardar a resposta: a proposta pode ser aceita ou recusada.' }),
    onSettled: () => refreshHiring(queryClient),
  });
}
