import { type OwnProfile, type OwnProfileResponse, PROFILE_PHOTO_FIELD } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ownProfileQueryKey } from './get-own-profile.ts';

/** PUT /api/profiles/me/photo, multipart field `photo`, through apiClient (a 401 ends the session like any call). */
export async function uploadProfilePhoto(photo: Blob, fileName = 'foto.jpg'): Promise<OwnProfile> {
  const form = new FormData();
  form.append(PROFILE_PHOTO_FIELD, photo, fileName);
  const { profile } = await apiClient.put<OwnProfileResponse>('/api/profiles/me/photo', form, { tooLargeCode: 'IMAGE_TOO_LARGE' });
  return profile;
}

export function useUploadProfilePhoto({ onSaved }: { onSaved?: (profile: OwnProfile) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePhoto(file, file.name),
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      // The public page reads again (it is a different shape: no phone, no email).
      void queryClient.invalidateQueries({ queryKey: ['profiles', profile.profile_slug] });
      onSaved?.(profile);
    },
  });
}
