import type { OwnProfile, OwnProfileResponse, UpdateOwnProfileBody } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ownProfileQueryKey } from './get-own-profile.ts';

/** PATCH /api/profiles/me: every wizard field at once (updateOwnProfileBodySchema). */
export async function updateOwnProfile(body: UpdateOwnProfileBody): Promise<OwnProfile> {
  const answer = await apiClient.patch<OwnProfileResponse>('/api/profiles/me', body);
  return answer.profile;
}

export function useUpdateOwnProfile({ onSaved }: { onSaved?: (profile: OwnProfile) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      // The public page reads again (it is a different shape: no phone, no email).
      void queryClient.invalidateQueries({ queryKey: ['profiles', profile.profile_slug] });
      onSaved?.(profile);
    },
  });
}
