import type { OwnGalleryResponse } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ownGalleryQueryKey } from './get-own-gallery.ts';

export function deleteGalleryPhoto(id: string): Promise<OwnGalleryResponse> {
  return apiClient.delete<OwnGalleryResponse>(`/api/profiles/me/media/${encodeURIComponent(id)}`);
}

export function useDeleteGalleryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryPhoto,
    onSuccess: (gallery) => queryClient.setQueryData(ownGalleryQueryKey, gallery),
  });
}
