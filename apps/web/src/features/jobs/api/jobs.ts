import type { CreateJobInput, JobAction, JobView, MyJobs, UpdateJobInput } from '@passarela/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import type { ListEndpoint } from '../../../lib/list-pages/list-page-query.ts';

/** /vagas's cards (JobsPage), a page of a search at a time; under ['jobs'], so any change to a job refreshes them. */
export const jobsEndpoint: ListEndpoint = { path: '/api/jobs', queryKey: ['jobs', 'list'] };

export const jobQueryKey = (jobId: string) => ['jobs', 'one', jobId] as const;

export function useJob(jobId: string | undefined) {
  return useQuery({
    queryKey: jobQueryKey(jobId ?? ''),
    queryFn: ({ signal }) => apiClient.get<JobView>(`/api/jobs/${encodeURIComponent(jobId ?? '')}`, { signal }),
    enabled: Boolean(jobId),
    // A missing job stays missing: no retries on 404.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function isJobNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'JOB_NOT_FOUND';
}

export const myJobsQueryKey = ['jobs', 'mine'] as const;

export function useMyJobs() {
  return useQuery({ queryKey: myJobsQueryKey, queryFn: ({ signal }) => apiClient.get<MyJobs>('/api/me/jobs', { signal }) });
}

/** After any change: the owner's list, the job's page and the public lists are stale. */
function useRefreshJobs() {
  const queryClient = useQueryClient();
  return (job: JobView) => {
    queryClient.setQueryData(jobQueryKey(job.id), job);
    void queryClient.invalidateQueries({ queryKey: ['jobs'] });
  };
}

export function useCreateJob() {
  const refresh = useRefreshJobs();
  return useMutation({ mutationFn: (body: CreateJobInput) => apiClient.post<JobView>('/api/jobs', body), onSuccess: refresh });
}

export function useUpdateJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: UpdateJobInput }) => apiClient.patch<JobView>(`/api/jobs/${encodeURIComponent(jobId)}`, body),
    onSuccess: refresh,
  });
}

export function useJobAction() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: ({ jobId, action }: { jobId: string; action: JobAction }) =>
      apiClient.post<JobView>(`/api/jobs/${encodeURIComponent(jobId)}/actions/${action}`),
    onSuccess: refresh,
  });
}
