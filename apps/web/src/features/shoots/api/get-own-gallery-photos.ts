import type { OwnGalleryResponse } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /api/profiles/me/media: the photographer's gallery, to choose a package's covers from. The
 * key is the gallery tab's own (its uploads update this cache), so both read the same photos.
 */
export function useOwnGalleryPhotos() {
  return useQuery({
    queryKey: ['profiles-me', 'media'],
    queryFn: ({ signal }) => apiClient.get<OwnGalleryResponse>('/api/profiles/me/media', { signal }),
  });
}
