import type { ProfileOpenJobs } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Under ['jobs'], so publishing, closing or filling a job refreshes its owner's profile too. */
export const profileOpenJobsQueryKey = (profileSlug: string) => ['jobs', 'profile', profileSlug] as const;

/** GET /api/profiles/:slug/jobs: the open jobs a profile posted, newest first. */
export function useProfileOpenJobs(profileSlug: string) {
  return useQuery({
    queryKey: profileOpenJobsQueryKey(profileSlug),
    queryFn: ({ signal }) => apiClient.get<ProfileOpenJobs>(`/api/profiles/${encodeURIComponent(profileSlug)}/jobs`, { signal }),
  });
}
