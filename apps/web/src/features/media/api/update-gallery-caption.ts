import type { GalleryItemResponse, OwnGalleryResponse } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ownGalleryQueryKey } from './get-own-gallery.ts';

export async function updateGalleryCaption({ id, caption }: { id: string; caption: string }) {
  const answer = await apiClient.patch<GalleryItemResponse>(`/api/profiles/me/media/${encodeURIComponent(id)}`, { caption });
  return answer.item;
}

export function useUpdateGalleryCaption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGalleryCaption,
    onSuccess: (item) => {
      queryClient.setQueryData<OwnGalleryResponse>(ownGalleryQueryKey, (gallery) =>
        gallery ? { ...gallery, items: gallery.items.map((current) => (current.id === item.id ? { ...current, caption: item.caption } : current)) } : gallery,
      );
    },
  });
}
