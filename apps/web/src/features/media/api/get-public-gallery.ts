import type { GalleryItem, PublicGalleryResponse } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Under ['profiles', slug], so refreshing a public profile refreshes its photos too. */
export const publicGalleryQueryKey = (slug: string) => ['profiles', slug, 'media'] as const;

export async function getPublicGallery(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<GalleryItem[]> {
  const answer = await apiClient.get<PublicGalleryResponse>(`/api/profiles/${encodeURIComponent(slug)}/media`, { signal });
  return answer.items;
}

export function publicGalleryQueryOptions(slug: string) {
  return queryOptions({ queryKey: publicGalleryQueryKey(slug), queryFn: ({ signal }) => getPublicGallery(slug, { signal }) });
}

export function usePublicGallery(slug: string) {
  return useQuery(publicGalleryQueryOptions(slug));
}
