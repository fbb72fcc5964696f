import { SIGN_UP_DATA_FIELD, SIGN_UP_PHOTO_FIELD, type SignUpFormValues, type SignedInResponse } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { toSignUpBody } from '../lib/sign-up-body.ts';

export interface SignUpInput {
  form: SignUpFormValues;
  photo: File;
  acceptedTerms: boolean;
}

/** POST /api/auth/sign-up as multipart: `data` = the normalised body (JSON), `photo` = the image. */
export function signUp({ form, photo, acceptedTerms }: SignUpInput): Promise<SignedInResponse> {
  const body = new FormData();
  body.append(SIGN_UP_DATA_FIELD, JSON.stringify(toSignUpBody(form, acceptedTerms)));
  body.append(SIGN_UP_PHOTO_FIELD, photo, photo.name || 'foto-perfil.jpg');
  return apiClient.post<SignedInResponse>('/api/auth/sign-up', body, { tooLargeCode: 'IMAGE_TOO_LARGE' });
}

export function useSignUpMutation() {
  return useMutation({ mutationFn: signUp });
}
