import type { SignInBody, SignedInResponse } from '@passarela/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/sign-in: the email goes trimmed (docs/product.md "Spec 5"). */
export function signIn(body: SignInBody): Promise<SignedInResponse> {
  return apiClient.post<SignedInResponse>('/api/auth/sign-in', { email: body.email.trim(), password: body.password });
}

/** The caller decides what success means (close the modal, write the session, navigate). */
export function useSignInMutation() {
  return useMutation({ mutationFn: signIn });
}
