import type { OwnGalleryResponse } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { withOrder } from '../lib/reorder.ts';
import { ownGalleryQueryKey } from './get-own-gallery.ts';

const reorderMutationKey = ['gallery-order'] as const;

export function saveGalleryOrder(ids: string[]): Promise<OwnGalleryResponse> {
  return apiClient.put<OwnGalleryResponse>('/api/profiles/me/media/order', { ids });
}

/**
 * Moves photos at once on screen and saves the order behind it. Saves run one after another
 * (same scope), so a quick series of moves reaches the server in the order it was made; a failure
 * puts back the order from before that move and tells the person.
 */
export function useReorderGallery() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: reorderMutationKey,
    scope: { id: 'gallery-order' },
    mutationFn: ({ ids }: { ids: string[]; previous: OwnGalleryResponse }) => saveGalleryOrder(ids),
    onSuccess: (gallery) => {
      // A later move still on its way wins; the last save to finish writes the server's answer.
      if (queryClient.isMutating({ mutationKey: reorderMutationKey }) <= 1) queryClient.setQueryData(ownGalleryQueryKey, gallery);
    },
    onError: (error, { previous }) => {
      queryClient.setQueryData(ownGalleryQueryKey, previous);
      void queryClient.invalidateQueries({ queryKey: ownGalleryQueryKey });
      toast({ variant: 'destructive', title: 'Não foi possível salvar a nova ordem', description: error.message });
    },
  });

  return {
    isPending: mutation.isPending,
    move: (ids: string[]) => {
      const previous = queryClient.getQueryData<OwnGalleryResponse>(ownGalleryQueryKey);
      if (!previous) return;
      void queryClient.cancelQueries({ queryKey: ownGalleryQueryKey });
      queryClient.setQueryData(ownGalleryQueryKey, withOrder(previous, ids));
      mutation.mutate({ ids, previous });
    },
  };
}
