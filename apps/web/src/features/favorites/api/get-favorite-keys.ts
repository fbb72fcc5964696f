import type { FavoriteKeys } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';

/** Every heart of the signed-in user; the hearts on cards and pages read this one cache entry. */
export const favoriteKeysQueryKey = ['favorites', 'keys'] as const;

export function getFavoriteKeys({ signal }: { signal?: AbortSignal } = {}): Promise<FavoriteKeys> {
  return apiClient.get<FavoriteKeys>('/api/favorites/keys', { signal });
}

export function favoriteKeysQueryOptions() {
  return queryOptions({ queryKey: favoriteKeysQueryKey, queryFn: ({ signal }) => getFavoriteKeys({ signal }), staleTime: 60_000 });
}

/** Guests have no hearts: nothing is asked until someone is signed in. */
export function useFavoriteKeys() {
  const session = useSession();
  return useQuery({ ...favoriteKeysQueryOptions(), enabled: session.status === 'authenticated' });
}
