import { z } from 'zod';
import { brazilianStates, valuesOf } from '../profiles/profile-options.ts';
import { optionalEnum, optionalText, pageFields, pageOf, toListQueryString } from './list-query.ts';

export const contractorListTypes = ['contractor', 'photographer'] as const;
export type ContractorListType = (typeof contractorListTypes)[number];

/**
 * GET /api/contractors (the /contratantes page): contractors and photographers. Unknown
 * parameters are refused (400), as on /api/models.
 */
export const contractorsQuerySchema = z
  .object({
    state: optionalEnum(valuesOf(brazilianStates), 'Estado inválido.'),
    city: optionalText(80),
    type: optionalEnum(contractorListTypes, 'Tipo inválido.'),
    ...pageFields,
  })
  .strict();
export type ContractorsQueryInput = z.input<typeof contractorsQuerySchema>;
export type ContractorsQuery = z.output<typeof contractorsQuerySchema>;

export const contractorsFilterKeys = ['q', 'state', 'city', 'type', 'limit'] as const;

/** The filters as the page's URL query string (see toListQueryString). */
export function contractorsQueryString(filters: Partial<ContractorsQuery>): string {
  return toListQueryString(filters, contractorsFilterKeys);
}

/** One card of /contratantes. No phone, no email. */
export const contractorCardSchema = z.object({
  profile_slug: z.string(),
  user_type: z.enum(contractorListTypes),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  photographer_specialties: z.array(z.string()),
  is_pro: z.boolean(),
  is_verified: z.boolean(),
  /** Present only when the person has visible reviews (one decimal). */
  rating_average: z.number().nullable().optional(),
  rating_count: z.number().int().min(0).optional(),
});
export type ContractorCard = z.infer<typeof contractorCardSchema>;

export const contractorsPageSchema = pageOf(contractorCardSchema);
export type ContractorsPage = z.infer<typeof contractorsPageSchema>;
