import { type OwnProfile, type OwnProfileResponse, PROFILE_PHOTO_FIELD, errorCatalog } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { ownProfileQueryKey } from './get-own-profile.ts';

/**
 * PUT /api/profiles/me/photo, multipart field `photo`. apiClient speaks JSON only, so this call
 * builds the request itself and turns failures into the same ApiError.
 */
export async function uploadProfilePhoto(photo: Blob, fileName = 'foto.jpg'): Promise<OwnProfile> {
  const form = new FormData();
  form.append(PROFILE_PHOTO_FIELD, photo, fileName);
  let response: Response;
  try {
    response = await fetch('/api/profiles/me/photo', { method: 'PUT', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.' });
  }
  const payload = (await response.json().catch(() => null)) as (Partial<OwnProfileResponse> & { code?: string; message?: string }) | null;
  if (!response.ok || !payload?.profile) {
    if (payload?.code && payload.message) throw new ApiError({ status: response.status, code: payload.code, message: payload.message });
    if (response.status === 413) throw new ApiError({ status: 413, code: 'IMAGE_TOO_LARGE', message: errorCatalog.IMAGE_TOO_LARGE.message });
    throw new ApiError({ status: response.status, code: 'INTERNAL_ERROR', message: errorCatalog.INTERNAL_ERROR.message });
  }
  return payload.profile;
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
