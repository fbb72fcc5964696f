import type { FavoriteKeys, FavoriteKind } from '@passarela/shared';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import { openAuthModal } from '../../../lib/auth-modal-store.ts';
import { toast } from '../../../lib/toast.ts';
import { withFavorite, withoutCard } from '../lib/favorite-keys.ts';
import { favoriteKeysQueryKey } from './get-favorite-keys.ts';
import { favoriteListQueryKey } from './get-favorites.ts';

export interface SetFavoriteInput {
  kind: FavoriteKind;
  /** Profile slug ('model', 'contractor') or job id ('job'). */
  target: string;
  favorite: boolean;
}

/** PUT hearts, DELETE takes back; both idempotent on the server, so a retry is harmless. */
export function setFavorite({ kind, target, favorite }: SetFavoriteInput): Promise<void> {
  const url = `/api/favorites/${kind}/${encodeURIComponent(target)}`;
  return favorite ? apiClient.put<void>(url) : apiClient.delete<void>(url);
}

const mutationKey = ['favorites', 'set'] as const;

type ListData = InfiniteData<{ items: object[]; nextCursor: string | null }>;

/** A card of any /favoritos list matches a target by its slug (profiles) or id (jobs). */
function cardMatches(target: string) {
  const wanted = target.toLowerCase();
  return (item: object) => {
    const key = 'profile_slug' in item ? item.profile_slug : 'id' in item ? item.id : undefined;
    return typeof key === 'string' && key.toLowerCase() === wanted;
  };
}

/**
 * The heart's toggle, optimistic: the heart (and, when taking one back, the card on /favoritos)
 * changes at once; a failure puts both back and says so in a toast. Lists are refreshed once the
 * last toggle in flight settles, so a fast second click never sees the first one's stale answer.
 */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: setFavorite,
    onMutate: async ({ kind, target, favorite }) => {
      const listKey = favoriteListQueryKey(kind);
      await Promise.all([queryClient.cancelQueries({ queryKey: favoriteKeysQueryKey }), queryClient.cancelQueries({ queryKey: listKey })]);
      const previousKeys = queryClient.getQueryData<FavoriteKeys>(favoriteKeysQueryKey);
      const previousList = queryClient.getQueryData<ListData>(listKey);
      queryClient.setQueryData<FavoriteKeys>(favoriteKeysQueryKey, (keys) => withFavorite(keys, kind, target, favorite));
      if (!favorite && previousList) {
        queryClient.setQueryData<ListData>(listKey, { ...previousList, pages: withoutCard(previousList.pages, cardMatches(target)) });
      }
      return { previousKeys, previousList };
    },
    onError: (error, { kind, favorite }, context) => {
      if (context) {
        queryClient.setQueryData(favoriteKeysQueryKey, context.previousKeys);
        if (context.previousList) queryClient.setQueryData(favoriteListQueryKey(kind), context.previousList);
      }
      if (isApiError(error) && error.code === 'UNAUTHENTICATED') {
        openAuthModal('login');
        return;
      }
      toast({
        variant: 'destructive',
        title: favorite ? 'Não foi possível favoritar' : 'Não foi possível remover dos favoritos',
        description: error.message,
      });
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: ['favorites'] });
    },
  });
}
