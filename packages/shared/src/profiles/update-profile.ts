import { z } from 'zod';
import { normalizeInstagramHandle } from './instagram.ts';
import { guardianBodyShape } from './minor-guardian.ts';
import { profileDetailsBodyShape } from './profile-details.ts';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits } from './phone.ts';
import {
  brazilianStates,
  genderOptions,
  modelCharacteristicOptions,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  valuesOf,
  workInterestOptions,
} from './profile-options.ts';

/**
 * PATCH /api/profiles/me ("Meu Perfil"): the fields the wizard collects, all sent together, with
 * the same rules and messages as sign-up. Model-only fields are ignored (stored as null/[]) for
 * other account types. Answer: ownProfileResponseSchema. The photo changes through
 * PUT /api/profiles/me/photo (multipart field `photo`), which answers ownProfileResponseSchema too.
 * Company fields are optional text for contractors and photographers. The profile details (bio,
 * birth date, measurements, ...) are optional: absent keeps what is stored, null clears it. A
 * model under 18 must have a guardian (minor-guardian.ts), checked with the stored birth date.
 */
export const updateOwnProfileBodySchema = z
  .object({
    first_name: z.string().trim().min(1, 'Nome é obrigatório.').max(60),
    last_name: z.string().trim().min(1, 'Sobrenome é obrigatório.').max(80),
    phone: z
      .string()
      .transform(phoneDigits)
      .refine((d) => d.length >= PHONE_MIN_DIGITS && d.length <= PHONE_MAX_DIGITS, 'Número de WhatsApp inválido ou incompleto.'),
    city: z.string().trim().min(1, 'Cidade é obrigatória.').max(80),
    state: z.enum(valuesOf(brazilianStates), { message: 'Estado é obrigatório.' }),
    instagram_handle_raw: z
      .string()
      .trim()
      .max(200)
      .refine((raw) => normalizeInstagramHandle(raw) !== '', 'Instagram é obrigatório.'),
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
    company_name: z.string().trim().max(120).nullish(),
    company_website: z.string().trim().max(200).nullish(),
    company_details: z.string().trim().max(2000).nullish(),
    ...profileDetailsBodyShape,
    ...guardianBodyShape,
  })
  .strict();
export type UpdateOwnProfileBody = z.input<typeof updateOwnProfileBodySchema>;
export type UpdateOwnProfileData = z.output<typeof updateOwnProfileBodySchema>;

export const PROFILE_PHOTO_FIELD = 'photo';
