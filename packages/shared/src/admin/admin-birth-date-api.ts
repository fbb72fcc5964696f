import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { birthDateSchema } from '../profiles/profile-details.ts';

/**
 * PUT /api/admin/users/:id/birth-date → adminUserDetailSchema. The person sets her birth date once;
 * a correction is an admin's, with a reason, audited. Same range as the person's own (at least
 * MIN_PROFILE_AGE_YEARS, at most MAX_PROFILE_AGE_YEARS ago). A date that makes her an adult clears
 * her guardian; one that makes her a minor asks her for one (and its confirmation) before she can
 * be hired.
 */
export const adminBirthDateBodySchema = z
  .object({ birth_date: birthDateSchema, reason: textInput({ max: 1000, min: 1, required: 'Informe o motivo.' }) })
  .strict();
export type AdminBirthDateBody = z.input<typeof adminBirthDateBodySchema>;
