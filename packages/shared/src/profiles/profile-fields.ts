import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { normalizeInstagramHandle } from './instagram.ts';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, nationalPhoneDigits } from './phone.ts';
import {
  brazilianStates,
  genderOptions,
  modelCharacteristicOptions,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  valuesOf,
  workInterestOptions,
} from './profile-options.ts';

/** A person's first or last name: required, one line. */
export function personNameInput(required: string, max: number) {
  return textInput({ max, min: 1, required });
}

/** A WhatsApp number as typed ('(11) 98765-4321'), stored as its 10 or 11 digits. */
export function phoneInput(message: string) {
  return textInput({ max: 40, required: message, tooLong: message })
    .transform(nationalPhoneDigits)
    .refine((d) => d.length >= PHONE_MIN_DIGITS && d.length <= PHONE_MAX_DIGITS, message);
}

/** The Instagram field as typed (a handle or a profile link); it must leave a handle (docs/product.md "Spec 5"). */
export function instagramInput() {
  return textInput({ max: 200, min: 1, required: 'Instagram é obrigatório.' }).refine(
    (raw) => normalizeInstagramHandle(raw) !== '',
    'Instagram é obrigatório.',
  );
}

/**
 * The profile fields the sign-up wizard collects, with their rules and messages: the same shape is
 * the sign-up body (sign-up.ts), the wizard's step checks, and "Meu Perfil" (update-profile.ts), so
 * the three can never drift apart. Model-only answers are optional here; `modelRequiredAnswers`
 * says which a model must give.
 */
export const profileFieldsShape = {
  first_name: personNameInput('Nome é obrigatório.', 60),
  last_name: personNameInput('Sobrenome é obrigatório.', 80),
  phone: phoneInput('Número de WhatsApp inválido ou incompleto.'),
  city: textInput({ max: 80, min: 1, required: 'Cidade é obrigatória.' }),
  state: z.enum(valuesOf(brazilianStates), { message: 'Estado é obrigatório.' }),
  instagram_handle_raw: instagramInput(),
  gender: z.enum(valuesOf(genderOptions), { message: 'Gênero inválido.' }).nullish(),
  model_type: z.enum(valuesOf(modelTypeOptions), { message: 'Tipo de aparência inválido.' }).nullish(),
  model_physical_type: z.enum(valuesOf(modelPhysicalTypeOptions), { message: 'Perfil físico inválido.' }).nullish(),
  model_characteristics: z
    .array(z.enum(valuesOf(modelCharacteristicOptions), { message: 'Característica inválida.' }))
    .max(20)
    .default([]),
  work_interests: z
    .array(z.enum(valuesOf(workInterestOptions), { message: 'Interesse de trabalho inválido.' }))
    .max(20)
    .default([]),
};

export type ProfileFieldName = keyof typeof profileFieldsShape;

/** What a model must answer at sign-up (docs/product.md "Spec 5"), in the wizard's order, with its message. */
export const modelRequiredAnswers = [
  { field: 'model_type', message: 'Tipo (Aparência) é obrigatório.' },
  { field: 'model_physical_type', message: 'Perfil físico é obrigatório.' },
  { field: 'work_interests', message: 'Selecione ao menos um interesse de trabalho.' },
] as const satisfies ReadonlyArray<{ field: ProfileFieldName; message: string }>;

/** True when a model-only answer was not given ('' and [] count as not given). */
export function isUnanswered(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
