import type { OwnGalleryResponse } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Under the personal root 'profiles-me', so sign-out clears it with the rest of the account's data. */
export const ownGalleryQueryKey = ['profiles-me', 'media'] as const;

export function getOwnGallery({ signal }: { signal?: AbortSignal } = {}): Promise<OwnGalleryResponse> {
  return apiClient.get<OwnGalleryResponse>('/api/profiles/me/media', { signal });
}

export const ownGalleryQueryOptions = queryOptions({
  queryKey: ownGalleryQueryKey,
  queryFn: ({ signal }) => getOwnGallery({ signal }),
});

export function useOwnGallery() {
  return useQuery(ownGalleryQueryOptions);
}
