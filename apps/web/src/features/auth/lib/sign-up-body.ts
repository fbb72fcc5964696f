import { type SignUpBody, type SignUpFormValues, normalizeInstagramHandle, phoneDigits } from '@passarela/shared';

/**
 * The wizard's values as the `data` field of POST /api/auth/sign-up: trimmed email, phone as
 * digits, model-only answers sent only for models (the server clears them for others anyway),
 * empty optionals as null. The server parses the same shape with signUpBodySchema.
 */
export function toSignUpBody(form: SignUpFormValues, acceptedTerms: boolean): SignUpBody & { acceptedTerms: boolean } {
  const isModel = form.userType === 'model';
  return {
    userType: form.userType,
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    password: form.password,
    phone: phoneDigits(form.phone),
    city: form.city.trim(),
    state: form.state as SignUpBody['state'],
    instagram_handle_raw: form.instagram_handle_raw.trim(),
    gender: isModel ? form.gender || 'feminino' : null,
    model_type: isModel ? (form.model_type as SignUpBody['model_type']) || null : null,
    model_physical_type: isModel ? (form.model_physical_type as SignUpBody['model_physical_type']) || null : null,
    model_characteristics: isModel ? (form.model_characteristics as NonNullable<SignUpBody['model_characteristics']>) : [],
    work_interests: isModel ? (form.work_interests as NonNullable<SignUpBody['work_interests']>) : [],
    // The literal `true` type of the schema is checked by the server; the UI asks before sending.
    acceptedTerms: acceptedTerms as true,
  };
}

/** 'Será salvo como: @handle' under the Instagram field; empty while nothing usable was typed. */
export function instagramPreview(raw: string): string {
  const handle = normalizeInstagramHandle(raw);
  return handle ? `@${handle}` : '';
}
