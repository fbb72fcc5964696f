import type { FavoriteKind, FavoritesPageOf } from '@passarela/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** All /favoritos lists live under this key; a heart toggled anywhere invalidates them. */
export const favoriteListsQueryKey = ['favorites', 'list'] as const;

export function favoriteListQueryKey(kind: FavoriteKind) {
  return [...favoriteListsQueryKey, kind] as const;
}

export function getFavoritesPage<K extends FavoriteKind>(kind: K, cursor: string | null, { signal }: { signal?: AbortSignal } = {}) {
  const params = new URLSearchParams({ kind });
  if (cursor) params.set('cursor', cursor);
  return apiClient.get<FavoritesPageOf<K>>(`/api/favorites?${params.toString()}`, { signal });
}

export function favoritesQueryOptions<K extends FavoriteKind>(kind: K) {
  return infiniteQueryOptions({
    queryKey: favoriteListQueryKey(kind),
    queryFn: ({ pageParam, signal }) => getFavoritesPage(kind, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useFavorites<K extends FavoriteKind>(kind: K) {
  return useInfiniteQuery(favoritesQueryOptions(kind));
}
