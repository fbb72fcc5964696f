import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, emailInput, isEmailAddress, secretInput, textInput } from '../input/text-input.ts';
import { normalizeInstagramHandle } from '../profiles/instagram.ts';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits } from '../profiles/phone.ts';
import {
  brazilianStates,
  genderOptions,
  modelCharacteristicOptions,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  valuesOf,
  workInterestOptions,
} from '../profiles/profile-options.ts';
import { selfSelectableUserTypes } from './user-types.ts';

export const PASSWORD_MIN_LENGTH = 6;
/** SECURITY.md line 1: at least 64 must be accepted, at most 128. */
export const PASSWORD_MAX_LENGTH = 128;

export type SignUpUserType = (typeof selfSelectableUserTypes)[number];

/** The wizard's form (spec section 3, "Sign-up form data"), before normalisation. */
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

/** Step ids in order; models have 10 steps, contractors and photographers 6 (spec section 2). */
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

/** A toast the wizard shows: spec section 5 gives title and description for each rule. */
export interface StepProblem {
  title: string;
  description: string;
  field: keyof SignUpFormValues | 'profile_image_file';
}

const REQUIRED = 'Campo Obrigatório';

/** A person's first or last name: required, one line. */
export function personNameInput(required: string, max: number) {
  return textInput({ max, min: 1, required });
}

/** A new password (spec section 5 and the house rule: 6 to 128 characters, taken as typed). */
export const newPasswordInput = secretInput(PASSWORD_MAX_LENGTH, {
  min: PASSWORD_MIN_LENGTH,
  required: 'A senha deve ter pelo menos 6 caracteres.',
  tooShort: 'A senha deve ter pelo menos 6 caracteres.',
  tooLong: 'A senha pode ter no máximo 128 caracteres.',
});

/** A WhatsApp number as typed ('(11) 98765-4321'), stored as its 10 or 11 digits. */
export function phoneInput(message: string) {
  return textInput({ max: 40, required: message, tooLong: message })
    .transform(phoneDigits)
    .refine((d) => d.length >= PHONE_MIN_DIGITS && d.length <= PHONE_MAX_DIGITS, message);
}

/** Section 5, step by step. Returns the first problem, in the order the spec lists them. */
export function validateSignUpStep(step: SignUpStepId, form: SignUpFormValues, extra: { hasPhoto?: boolean } = {}): StepProblem | null {
  switch (step) {
    case 'personal': {
      if (!form.first_name.trim()) return { title: REQUIRED, description: 'Nome é obrigatório.', field: 'first_name' };
      if (!form.last_name.trim()) return { title: REQUIRED, description: 'Sobrenome é obrigatório.', field: 'last_name' };
      if (!isEmailAddress(form.email.trim().toLowerCase()))
        return { title: 'Email Inválido', description: 'Por favor, insira um email válido.', field: 'email' };
      if (form.password.length < PASSWORD_MIN_LENGTH)
        return { title: 'Senha Curta', description: 'A senha deve ter pelo menos 6 caracteres.', field: 'password' };
      if (form.password.length > PASSWORD_MAX_LENGTH)
        return { title: 'Senha Longa', description: 'A senha pode ter no máximo 128 caracteres.', field: 'password' };
      if (form.password !== form.confirmPassword) return { title: 'Senhas Diferentes', description: 'As senhas não coincidem.', field: 'confirmPassword' };
      return null;
    }
    case 'location': {
      if (!form.city.trim()) return { title: REQUIRED, description: 'Cidade é obrigatória.', field: 'city' };
      if (!form.state) return { title: REQUIRED, description: 'Estado é obrigatório.', field: 'state' };
      return null;
    }
    case 'whatsapp': {
      const digits = phoneDigits(form.phone);
      if (digits.length < PHONE_MIN_DIGITS) return { title: 'WhatsApp Inválido', description: 'Número de WhatsApp inválido ou incompleto.', field: 'phone' };
      return null;
    }
    case 'instagram': {
      if (!normalizeInstagramHandle(form.instagram_handle_raw))
        return { title: REQUIRED, description: 'Instagram é obrigatório.', field: 'instagram_handle_raw' };
      return null;
    }
    case 'appearance': {
      if (!form.gender) return { title: REQUIRED, description: 'Gênero é obrigatório.', field: 'gender' };
      if (!form.model_type) return { title: REQUIRED, description: 'Tipo (Aparência) é obrigatório.', field: 'model_type' };
      return null;
    }
    case 'physical': {
      if (!form.model_physical_type) return { title: REQUIRED, description: 'Perfil físico é obrigatório.', field: 'model_physical_type' };
      return null;
    }
    case 'interests': {
      if (form.work_interests.length === 0) return { title: REQUIRED, description: 'Selecione ao menos um interesse de trabalho.', field: 'work_interests' };
      return null;
    }
    case 'photo': {
      if (!extra.hasPhoto)
        return { title: 'Foto de Perfil Obrigatória', description: 'Por favor, adicione uma foto para continuar.', field: 'profile_image_file' };
      return null;
    }
    default:
      return null;
  }
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
  .object({
    userType: z.enum(selfSelectableUserTypes),
    first_name: personNameInput('Nome é obrigatório.', 60),
    last_name: personNameInput('Sobrenome é obrigatório.', 80),
    email: emailInput(EMAIL_INVALID_MESSAGE),
    password: newPasswordInput,
    phone: phoneInput('Número de WhatsApp inválido ou incompleto.'),
    city: textInput({ max: 80, min: 1, required: 'Cidade é obrigatória.' }),
    state: z.enum(valuesOf(brazilianStates), { message: 'Estado é obrigatório.' }),
    instagram_handle_raw: textInput({ max: 200, min: 1, required: 'Instagram é obrigatório.' }),
    gender: z.enum(valuesOf(genderOptions)).nullish(),
    model_type: z.enum(valuesOf(modelTypeOptions)).nullish(),
    model_physical_type: z.enum(valuesOf(modelPhysicalTypeOptions)).nullish(),
    model_characteristics: z
      .array(z.enum(valuesOf(modelCharacteristicOptions)))
      .max(20)
      .default([]),
    work_interests: z
      .array(z.enum(valuesOf(workInterestOptions)))
      .max(20)
      .default([]),
    acceptedTerms: z.literal(true, { message: 'É preciso aceitar os Termos de Uso e a Política de Privacidade.' }),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!normalizeInstagramHandle(body.instagram_handle_raw))
      ctx.addIssue({ code: 'custom', path: ['instagram_handle_raw'], message: 'Instagram é obrigatório.' });
    if (body.userType !== 'model') return;
    if (!body.model_type) ctx.addIssue({ code: 'custom', path: ['model_type'], message: 'Tipo (Aparência) é obrigatório.' });
    if (!body.model_physical_type) ctx.addIssue({ code: 'custom', path: ['model_physical_type'], message: 'Perfil físico é obrigatório.' });
    if (body.work_interests.length === 0) ctx.addIssue({ code: 'custom', path: ['work_interests'], message: 'Selecione ao menos um interesse de trabalho.' });
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

/** Login: email trimmed (spec section 5), both fields required. */
export const signInBodySchema = z
  .object({
    email: textInput({ max: 254, min: 1, required: 'Informe seu email.' }).toLowerCase(),
    password: secretInput(PASSWORD_MAX_LENGTH, { required: 'Informe sua senha.' }),
  })
  .strict();
export type SignInBody = z.input<typeof signInBodySchema>;
