import type { ShootPackageCard } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { shootKeys } from './shoot-query-keys.ts';

/** GET /api/profiles/:slug/shoots: a photographer's active packages ([] for anyone else). */
export function useProfileShoots(slug: string) {
  return useQuery({
    queryKey: shootKeys.profile(slug),
    queryFn: ({ signal }) => apiClient.get<{ items: ShootPackageCard[] }>(`/api/profiles/${encodeURIComponent(slug)}/shoots`, { signal }),
  });
}
