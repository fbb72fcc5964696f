import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { websiteInput } from '../input/website-input.ts';
import { guardianBodyShape } from './minor-guardian.ts';
import { profileDetailsBodyShape } from './profile-details.ts';
import { profileFieldsShape } from './profile-fields.ts';

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
    ...profileFieldsShape,
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
