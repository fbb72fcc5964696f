import type { OwnProfile, OwnProfileResponse } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Cleared on sign-out with the other personal queries (root 'profiles-me'). */
export const ownProfileQueryKey = ['profiles-me'] as const;

export async function getOwnProfile({ signal }: { signal?: AbortSignal } = {}): Promise<OwnProfile> {
  const answer = await apiClient.get<OwnProfileResponse>('/api/profiles/me', { signal });
  return answer.profile;
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: ownProfileQueryKey,
  queryFn: ({ signal }) => getOwnProfile({ signal }),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
