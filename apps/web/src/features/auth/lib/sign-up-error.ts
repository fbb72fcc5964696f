import { type SignUpStepId, type SignUpUserType, signUpSteps } from '@passarela/shared';
import { NETWORK_ERROR, isApiError } from '../../../lib/api-client.ts';
import { rateLimitedMessage } from './wait-message.ts';

/** What the wizard shows for a failed sign-up, and the step to go back to when one is to blame. */
export interface SignUpFailure {
  title: string;
  description: string;
  /** 1-based step of the wizard holding the field the server refused, if any. */
  step: number | null;
  field: string | null;
}

const stepOfField: Record<string, SignUpStepId> = {
  userType: 'account_type',
  first_name: 'personal',
  last_name: 'personal',
  email: 'personal',
  password: 'personal',
  confirmPassword: 'personal',
  city: 'location',
  state: 'location',
  phone: 'whatsapp',
  instagram_handle_raw: 'instagram',
  instagram_handle: 'instagram',
  gender: 'appearance',
  model_type: 'appearance',
  model_physical_type: 'physical',
  model_characteristics: 'characteristics',
  work_interests: 'interests',
  acceptedTerms: 'photo',
  photo: 'photo',
  profile_image_file: 'photo',
};

/** The field of the wizard that shows a server field: the photo's file input, the Instagram as typed. */
const fieldShown: Record<string, string> = { photo: 'profile_image_file', instagram_handle: 'instagram_handle_raw' };

/** The id suffix of the wizard's control for `field` (a server field name, possibly a path like 'work_interests.0'). */
export function fieldOnScreen(field: string): string {
  const name = field.split('.')[0] ?? field;
  return fieldShown[name] ?? name;
}

/** The wizard step (1-based) where `field` is asked, for this account type; null when it is not asked. */
export function stepNumberOfField(field: string, userType: SignUpUserType): number | null {
  const stepId = stepOfField[field.split('.')[0] ?? ''];
  if (!stepId) return null;
  const index = signUpSteps(userType).indexOf(stepId);
  return index === -1 ? null : index + 1;
}

interface ValidationDetail {
  path?: string;
  message?: string;
}

function firstFieldDetail(details: unknown): { field: string; message: string } | null {
  if (!Array.isArray(details)) return null;
  for (const detail of details as ValidationDetail[]) {
    if (typeof detail?.path === 'string' && detail.path && typeof detail.message === 'string') return { field: detail.path, message: detail.message };
  }
  return null;
}

const UNEXPECTED = 'Ocorreu um erro inesperado. Tente novamente.';
const imageCodes = new Set(['PHOTO_REQUIRED', 'INVALID_IMAGE', 'IMAGE_TOO_LARGE', 'IMAGE_DIMENSIONS_TOO_LARGE', 'PAYLOAD_TOO_LARGE']);

/** docs/product.md "Spec 8": 'Erro no Cadastro', 'Erro no Upload da Imagem' or 'Erro Crítico no Cadastro'. */
export function describeSignUpError(error: unknown, userType: SignUpUserType): SignUpFailure {
  const failure = (title: string, description: string, field: string | null = null): SignUpFailure => ({
    title,
    description,
    field,
    step: field ? stepNumberOfField(field, userType) : null,
  });

  if (!isApiError(error)) return failure('Erro Crítico no Cadastro', UNEXPECTED);
  if (imageCodes.has(error.code)) return failure('Erro no Upload da Imagem', error.message, 'photo');
  switch (error.code) {
    case 'EMAIL_TAKEN':
      return failure('Erro no Cadastro', error.message, 'email');
    case 'PASSWORD_TOO_COMMON':
      return failure('Erro no Cadastro', error.message, 'password');
    case 'VALIDATION_FAILED': {
      const detail = firstFieldDetail(error.details);
      return detail ? failure('Erro no Cadastro', detail.message, detail.field) : failure('Erro no Cadastro', error.message);
    }
    case 'RATE_LIMITED':
      return failure('Erro no Cadastro', rateLimitedMessage(error.details));
    case NETWORK_ERROR:
      return failure('Erro Crítico no Cadastro', error.message);
    default:
      if (error.status >= 400 && error.status < 500 && error.message) return failure('Erro no Cadastro', error.message);
      return failure('Erro Crítico no Cadastro', UNEXPECTED);
  }
}
