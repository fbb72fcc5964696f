import type { IdentityDocumentType, IdentityVerificationState } from '@passarela/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const identityVerificationQueryKey = ['identity-verification'] as const;

/** GET /api/identity-verification: the person's own latest submission ('none' before the first). */
export function useIdentityVerification() {
  return useQuery({
    queryKey: identityVerificationQueryKey,
    queryFn: ({ signal }) => apiClient.get<IdentityVerificationState>('/api/identity-verification', { signal }),
  });
}

export interface IdentitySubmission {
  documentType: IdentityDocumentType;
  cpf: string;
  document: File;
  selfie: File;
}

/**
 * POST /api/identity-verification as multipart (fields document_type and cpf, files `document` and
 * `selfie`), through apiClient so a 401 ends the session like any other call. The answer is the
 * new state ('pending'), put straight into the cache.
 */
export function useSubmitIdentityVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentType, cpf, document, selfie }: IdentitySubmission) => {
      const form = new FormData();
      form.append('document_type', documentType);
      form.append('cpf', cpf);
      form.append('document', document, document.name);
      form.append('selfie', selfie, selfie.name);
      return apiClient.post<IdentityVerificationState>('/api/identity-verification', form, { tooLargeCode: 'IMAGE_TOO_LARGE' });
    },
    onSuccess: (state) => queryClient.setQueryData(identityVerificationQueryKey, state),
  });
}
