import { type IdentityFileKind, identityVerificationTexts, isValidCpf, PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';

/**
 * What people type in the CPF box, shown as 000.000.000-00 while they type (pasted dots, dashes
 * and spaces are dropped; anything past the 11th digit too).
 */
export function maskCpfInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const head = parts.join('.');
  return digits.length > 9 ? `${head}-${digits.slice(9)}` : head;
}

/** The problem with the typed CPF, or undefined when its check digits hold. */
export function cpfProblem(cpf: string): string | undefined {
  if (!cpf.trim()) return 'Informe o CPF.';
  return isValidCpf(cpf) ? undefined : identityVerificationTexts.cpfInvalid;
}

/** The photo types the server reads (it checks the bytes again). */
const acceptedPhotoTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** The same cap as the other photos of the site, so a phone does not send a file the server refuses. */
export const IDENTITY_PHOTO_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;

const missingPhoto: Record<IdentityFileKind, string> = {
  document: 'Envie a foto do documento.',
  selfie: 'Envie a selfie segurando o documento.',
};

/** Why a chosen photo cannot go (missing, not a photo the server reads, too big), or undefined. */
export function identityPhotoProblem(kind: IdentityFileKind, file: File | null): string | undefined {
  if (!file) return missingPhoto[kind];
  if (!acceptedPhotoTypes.has(file.type)) return 'Envie uma foto em JPEG, PNG ou WebP.';
  if (file.size > IDENTITY_PHOTO_MAX_BYTES) return 'A foto passa de 10 MB. Envie uma foto menor.';
  return undefined;
}

export type IdentityFormField = 'document_type' | 'cpf' | 'document' | 'selfie';
export type IdentityFormErrors = Partial<Record<IdentityFormField, string>>;
const formFields = new Set<string>(['document_type', 'cpf', 'document', 'selfie']);

/** The server's field errors ({ path, message }[]) on the form's fields; the first per field wins. */
export function serverIdentityErrors(details: unknown): IdentityFormErrors {
  const errors: IdentityFormErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    const field = typeof detail?.path === 'string' ? detail.path.split('.')[0] : undefined;
    if (field && formFields.has(field) && typeof detail.message === 'string' && !errors[field as IdentityFormField]) {
      errors[field as IdentityFormField] = detail.message;
    }
  }
  return errors;
}
