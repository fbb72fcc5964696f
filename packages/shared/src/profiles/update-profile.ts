import { z } from 'zod';
import { personNameInput, phoneInput } from '../auth/sign-up.ts';
import { textInput } from '../input/text-input.ts';
import { websiteInput } from '../input/website-input.ts';
import { normalizeInstagramHandle } from './instagram.ts';
import { guardianBodyShape } from './minor-guardian.ts';
import { profileDetailsBodyShape } from './profile-details.ts';
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
    first_name: personNameInput('Nome é obrigatório.', 60),
    last_name: personNameInput('Sobrenome é obrigatório.', 80),
    phone: phoneInput('Número de WhatsApp inválido ou incompleto.'),
    city: textInput({ max: 80, min: 1, required: 'Cidade é obrigatória.' }),
    state: z.enum(valuesOf(brazilianStates), { message: 'Estado é obrigatório.' }),
    instagram_handle_raw: textInput({ max: 200, required: 'Instagram é obrigatório.' }).refine(
      (raw) => normalizeInstagramHandle(raw) !== '',
      'Instagram é obrigatório.',
    ),
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
    company_name: textInput({ max: 120 }).nullish(),
    company_website: websiteInput().nullish(),
    company_details: textInput({ max: 2000 }).nullish(),
    ...profileDetailsBodyShape,
    ...guardianBodyShape,
  })
  .strict();
export type UpdateOwnProfileBody = z.input<typeof updateOwnProfileBodySchema>;
export type UpdateOwnProfileData = z.output<typeof updateOwnProfileBodySchema>;

export const PROFILE_PHOTO_FIELD = 'photo';
