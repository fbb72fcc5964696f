import type { ShootPackageView } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { shootKeys } from './shoot-query-keys.ts';

/** GET /api/shoots/mine: the photographer's packages, active and paused. */
export function useMyShootPackages() {
  return useQuery({
    queryKey: shootKeys.mine,
    queryFn: ({ signal }) => apiClient.get<{ items: ShootPackageView[] }>('/api/shoots/mine', { signal }),
  });
}
