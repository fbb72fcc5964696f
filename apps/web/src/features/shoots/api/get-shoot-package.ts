import type { ShootPackageResponse } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import { shootKeys } from './shoot-query-keys.ts';

/** GET /api/shoots/:id: the package page (a paused one only for its owner). */
export function useShootPackage(packageId: string | undefined) {
  return useQuery({
    queryKey: shootKeys.one(packageId ?? ''),
    queryFn: async ({ signal }) => (await apiClient.get<ShootPackageResponse>(`/api/shoots/${encodeURIComponent(packageId ?? '')}`, { signal })).package,
    enabled: Boolean(packageId),
    // A missing package stays missing: no retries on 404.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function isShootNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === 'SHOOT_NOT_FOUND' || error.status === 404);
}
