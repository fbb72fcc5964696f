import type { PublicProfile, PublicProfileResponse } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client.ts';

export async function getPublicProfile(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<PublicProfile> {
  const answer = await apiClient.get<PublicProfileResponse>(`/api/profiles/${encodeURIComponent(slug)}`, { signal });
  return answer.profile;
}

export function isProfileNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === 'PROFILE_NOT_FOUND' || error.status === 404);
}

export function publicProfileQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['profiles', slug],
    queryFn: ({ signal }) => getPublicProfile(slug, { signal }),
    // docs/product.md "Spec 9": up to 3 attempts, waiting attempt × 1 s; a missing profile stays missing.
    retry: (failureCount, error) => !isProfileNotFound(error) && failureCount < 2,
    retryDelay: (attempt) => (attempt + 1) * 1000,
  });
}

export function usePublicProfile(slug: string | undefined) {
  return useQuery({ ...publicProfileQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
