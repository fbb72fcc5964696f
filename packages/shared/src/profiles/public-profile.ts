import { z } from 'zod';
import { guardianConsentStatusSchema } from '../guardian-consent/guardian-consent-api.ts';
import { textInput } from '../input/text-input.ts';
import { userTypes } from '../auth/user-types.ts';
import { profileDetailsShape } from './profile-details.ts';

/** What a stored slug looks like ('ana-souza-2'); anything else cannot be a profile. */
export const PROFILE_SLUG_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

export const profileSlugParamsSchema = z.object({ slug: textInput({ max: 120, min: 1 }) }).strict();

/**
 * What anyone may see of a profile (GET /api/profiles/:slug). Never the phone (docs/security.md
 * #11) nor the email: those go only to the parties of an accepted contract and to admins. A
 * minor's Instagram is null too, except for herself and admins (her contact goes through her
 * guardian, README "Minors reach contractors through a guardian").
 */
export const publicProfileSchema = z.object({
  /** The owner's user id: what "Denunciar" names a profile by (packages/shared/src/reports/reports-api.ts). */
  user_id: z.string(),
  profile_slug: z.string(),
  user_type: z.enum(userTypes),
  first_name: z.string(),
  last_name: z.string(),
  profile_image_url: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  instagram_handle: z.string().nullable(),
  instagram_handle_raw: z.string().nullable(),
  gender: z.string().nullable(),
  model_type: z.string().nullable(),
  model_physical_type: z.string().nullable(),
  model_characteristics: z.array(z.string()),
  work_interests: z.array(z.string()),
  company_name: z.string().nullable(),
  company_website: z.string().nullable(),
  company_details: z.string().nullable(),
  created_at: z.string(),
  ...profileDetailsShape,
  /** A PRO subscriber right now (docs/product.md "Spec 4": subscription 'pro' and not expired). */
  is_pro: z.boolean().default(false),
  /** The public profile only, and only when there are visible reviews (one decimal). */
  rating_average: z.number().nullable().optional(),
  rating_count: z.number().int().min(0).optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/** GET /api/profiles/me: the signed-in user's own profile, with the private fields. */
export const ownProfileSchema = publicProfileSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  updated_at: z.string(),
  birth_date: z.string().nullable().default(null),
  is_hidden: z.boolean().default(false),
  /** A minor's legal guardian (docs/security.md #23); null for adults. */
  guardian_name: z.string().nullable().default(null),
  guardian_email: z.string().nullable().default(null),
  guardian_phone: z.string().nullable().default(null),
  /** Whether the saved guardian confirmed (README "Minors reach contractors through a guardian"). */
  guardian_consent: guardianConsentStatusSchema.nullable().default(null),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;
