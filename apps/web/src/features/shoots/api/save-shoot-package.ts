import type { CreateShootPackageBody, ShootPackageResponse, UpdateShootPackageBody } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshShoots } from './shoot-query-keys.ts';

/** POST /api/shoots (a new package) or PATCH /api/shoots/:id (an edit, a pause, a resume). */
export function useSaveShootPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: CreateShootPackageBody | UpdateShootPackageBody }) => {
      const answer = id
        ? await apiClient.patch<ShootPackageResponse>(`/api/shoots/${encodeURIComponent(id)}`, body)
        : await apiClient.post<ShootPackageResponse>('/api/shoots', body);
      return answer.package;
    },
    onSettled: () => refreshShoots(queryClient),
  });
}
