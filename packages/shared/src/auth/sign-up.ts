import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, emailInput, secretInput, textInput } from '../input/text-input.ts';
import { normalizeInstagramHandle } from '../profiles/instagram.ts';
import { isUnanswered, modelRequiredAnswers, profileFieldsShape } from '../profiles/profile-fields.ts';
import { selfSelectableUserTypes } from './user-types.ts';

export const PASSWORD_MIN_LENGTH = 6;
/** docs/security.md #1: at least 64 must be accepted, at most 128. */
export const PASSWORD_MAX_LENGTH = 128;

export type SignUpUserType = (typeof selfSelectableUserTypes)[number];

/** The wizard's form (docs/product.md "Spec 3", "Sign-up form data"), before normalisation. */
export interface SignUpFormValues {
  userType: SignUpUserType;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  city: string;
  state: string;
  instagram_handle_raw: string;
  gender: 'feminino' | 'masculino';
  model_type: string;
  model_physical_type: string;
  model_characteristics: string[];
  work_interests: string[];
}

export const emptySignUpForm: SignUpFormValues = {
  userType: 'model',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  city: '',
  state: '',
  instagram_handle_raw: '',
  gender: 'feminino',
  model_type: '',
  model_physical_type: '',
  model_characteristics: [],
  work_interests: [],
};

/** Step ids in order; models have 10 steps, contractors and photographers 6 (docs/product.md "Spec 2"). */
export type SignUpStepId =
  | 'account_type'
  | 'personal'
  | 'location'
  | 'whatsapp'
  | 'instagram'
  | 'appearance'
  | 'physical'
  | 'characteristics'
  | 'interests'
  | 'photo';

export function signUpSteps(userType: SignUpUserType): SignUpStepId[] {
  return userType === 'model'
    ? ['account_type', 'personal', 'location', 'whatsapp', 'instagram', 'appearance', 'physical', 'characteristics', 'interests', 'photo']
    : ['account_type', 'personal', 'location', 'whatsapp', 'instagram', 'photo'];
}

export const signUpStepTitles: Record<SignUpStepId, string> = {
  account_type: 'Tipo de Conta',
  personal: 'Seus Dados',
  location: 'Localização',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  appearance: 'Aparência Modelo',
  physical: 'Perfil Físico',
  characteristics: 'Características',
  interests: 'Interesses de Trabalho',
  photo: 'Foto de Perfil',
};

/** A toast the wizard shows: docs/product.md "Spec 5" gives title and description for each rule. */
export interface StepProblem {
  title: string;
  description: string;
  field: keyof SignUpFormValues | 'profile_image_file';
}

const REQUIRED = 'Campo Obrigatório';

/** A new password (docs/product.md "Spec 5" and the house rule: 6 to 128 characters, taken as typed). */
export const newPasswordInput = secretInput(PASSWORD_MAX_LENGTH, {
  min: PASSWORD_MIN_LENGTH,
  required: 'A senha deve ter pelo menos 6 caracteres.',
  tooShort: 'A senha deve ter pelo menos 6 caracteres.',
  tooLong: 'A senha pode ter no máximo 128 caracteres.',
});

/** Every field of the sign-up body with its rule: the server's schema and the wizard's steps. */
const signUpFieldsShape = {
  userType: z.enum(selfSelectableUserTypes),
  ...profileFieldsShape,
  email: emailInput(EMAIL_INVALID_MESSAGE),
  password: newPasswordInput,
  acceptedTerms: z.literal(true, { message: 'É preciso aceitar os Termos de Uso e a Política de Privacidade.' }),
};
/** The fields the wizard shows (the terms box is on the last step, checked before sending). */
type SignUpField = Exclude<keyof typeof signUpFieldsShape, 'acceptedTerms'>;

/** The fields each step asks for, in the order docs/product.md "Spec 5" checks them. */
const stepFields: Record<SignUpStepId, SignUpField[]> = {
  account_type: [],
  personal: ['first_name', 'last_name', 'email', 'password'],
  location: ['city', 'state'],
  whatsapp: ['phone'],
  instagram: ['instagram_handle_raw'],
  appearance: ['gender', 'model_type'],
  physical: ['model_physical_type'],
  characteristics: ['model_characteristics'],
  interests: ['work_interests'],
  photo: [],
};

/** docs/product.md "Spec 5"'s toast title for a field's problem (the description is the schema's message). */
function problemTitle(field: SignUpField, code: string): string {
  if (field === 'email') return 'Email Inválido';
  if (field === 'phone') return 'WhatsApp Inválido';
  if (field === 'password') return code === 'too_big' ? 'Senha Longa' : 'Senha Curta';
  return REQUIRED;
}

/**
 * docs/product.md "Spec 5", step by step, with the server's own field rules (signUpFieldsShape), so the wizard
 * refuses exactly what the server would. Returns the first problem, in the order that section lists
 * them. An empty answer ('') is a missing one, as the request sends it (null).
 */
export function validateSignUpStep(step: SignUpStepId, form: SignUpFormValues, extra: { hasPhoto?: boolean } = {}): StepProblem | null {
  for (const field of stepFields[step]) {
    const raw = form[field as keyof SignUpFormValues];
    const parsed = signUpFieldsShape[field].safeParse(raw === '' ? undefined : raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { title: problemTitle(field, issue?.code ?? ''), description: issue?.message ?? 'Valor inválido.', field };
    }
    const required = form.userType === 'model' ? modelRequiredAnswers.find((answer) => answer.field === field) : undefined;
    if (required && isUnanswered(raw)) return { title: REQUIRED, description: required.message, field };
    if (field === 'password' && form.password !== form.confirmPassword) {
      return { title: 'Senhas Diferentes', description: 'As senhas não coincidem.', field: 'confirmPassword' };
    }
  }
  if (step === 'photo' && !extra.hasPhoto) {
    return { title: 'Foto de Perfil Obrigatória', description: 'Por favor, adicione uma foto para continuar.', field: 'profile_image_file' };
  }
  return null;
}

/** The info toast of the optional characteristics step. */
export const characteristicsInfo = 'Características não são obrigatórias, mas ajudam a refinar buscas.';

/** Every step of a finished form; the server runs the same rules before creating the account. */
export function validateSignUpForm(form: SignUpFormValues, extra: { hasPhoto?: boolean } = {}): StepProblem | null {
  for (const step of signUpSteps(form.userType)) {
    const problem = validateSignUpStep(step, form, extra);
    if (problem) return problem;
  }
  return null;
}

const emptyToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * The sign-up request body the server accepts: the form normalised (trimmed email, phone digits,
 * derived handle, empty optionals as null, model-only fields cleared for other types).
 */
export const signUpBodySchema = z
  .object(signUpFieldsShape)
  .strict()
  .superRefine((body, ctx) => {
    if (body.userType !== 'model') return;
    for (const { field, message } of modelRequiredAnswers) {
      if (isUnanswered(body[field])) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((body) => {
    const isModel = body.userType === 'model';
    return {
      ...body,
      instagram_handle: normalizeInstagramHandle(body.instagram_handle_raw),
      instagram_handle_raw: emptyToNull(body.instagram_handle_raw),
      gender: isModel ? (body.gender ?? 'feminino') : null,
      model_type: isModel ? (body.model_type ?? null) : null,
      model_physical_type: isModel ? (body.model_physical_type ?? null) : null,
      model_characteristics: isModel ? body.model_characteristics : [],
      work_interests: isModel ? body.work_interests : [],
    };
  });
export type SignUpBody = z.input<typeof signUpBodySchema>;
export type SignUpData = z.output<typeof signUpBodySchema>;

/** Login: email trimmed (docs/product.md "Spec 5"), both fields required. */
export const signInBodySchema = z
  .object({
    email: textInput({ max: 254, min: 1, required: 'Informe seu email.' }).toLowerCase(),
    password: secretInput(PASSWORD_MAX_LENGTH, { required: 'Informe sua senha.' }),
  })
  .strict();
export type SignInBody = z.input<typeof signInBodySchema>;
