import { z } from 'zod';
import {
  brazilianStates,
  genderOptions,
  modelCharacteristicOptions,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  profileCategoryOptions,
  valuesOf,
  workInterestOptions,
} from '../profiles/profile-options.ts';
import { HEIGHT_CM_MAX, HEIGHT_CM_MIN } from '../profiles/profile-details.ts';
import { listOf, optionalEnum, optionalInt, optionalText, pageFields, pageOf, toListQueryString } from './list-query.ts';

const heightMessage = `A altura deve estar entre ${HEIGHT_CM_MIN} e ${HEIGHT_CM_MAX} cm.`;

/**
 * GET /api/models (the /modelos page): the query string, and the web page's URL, parse with this
 * one schema. Unknown parameters are refused (400) so a typo never silently shows everything.
 * characteristics: the model has all of them; work_interests: any of them.
 */
export const modelsQuerySchema = z
  .object({
    state: optionalEnum(valuesOf(brazilianStates), 'Estado inválido.'),
    city: optionalText(80),
    gender: optionalEnum(valuesOf(genderOptions), 'Gênero inválido.'),
    model_type: optionalEnum(valuesOf(modelTypeOptions), 'Tipo de aparência inválido.'),
    model_physical_type: optionalEnum(valuesOf(modelPhysicalTypeOptions), 'Perfil físico inválido.'),
    characteristics: listOf(valuesOf(modelCharacteristicOptions), 'Característica inválida.'),
    work_interests: listOf(valuesOf(workInterestOptions), 'Interesse de trabalho inválido.'),
    category: optionalEnum(valuesOf(profileCategoryOptions), 'Categoria inválida.'),
    height_min: optionalInt(HEIGHT_CM_MIN, HEIGHT_CM_MAX, heightMessage),
    height_max: optionalInt(HEIGHT_CM_MIN, HEIGHT_CM_MAX, heightMessage),
    ...pageFields,
  })
  .strict()
  .refine((query) => query.height_min === undefined || query.height_max === undefined || query.height_min <= query.height_max, {
    message: 'A altura mínima não pode ser maior que a máxima.',
    path: ['height_max'],
  });
export type ModelsQueryInput = z.input<typeof modelsQuerySchema>;
export type ModelsQuery = z.output<typeof modelsQuerySchema>;

/** The keys of the filters, in the order the URL writes them. */
export const modelsFilterKeys = [
  'q',
  'state',
  'city',
  'gender',
  'model_type',
  'model_physical_type',
  'characteristics',
  'work_interests',
  'category',
  'height_min',
  'height_max',
  'limit',
] as const;

/** The filters as the page's URL query string (see toListQueryString). */
export function modelsQueryString(filters: Partial<ModelsQuery>): string {
  return toListQueryString(filters, modelsFilterKeys);
}

/** One card of /modelos. No phone, no email (docs/security.md #11). */
export const modelCardSchema = z.object({
  profile_slug: z.string(),
  first_name: z.string(),
  /** The full last name: the public profile and its slug show it already. */
  last_name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  gender: z.string().nullable(),
  model_type: z.string().nullable(),
  model_physical_type: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  height_cm: z.number().int().nullable(),
  is_pro: z.boolean(),
  is_verified: z.boolean(),
  /** Present only when the person has visible reviews (one decimal). */
  rating_average: z.number().nullable().optional(),
  rating_count: z.number().int().min(0).optional(),
});
export type ModelCard = z.infer<typeof modelCardSchema>;

export const modelsPageSchema = pageOf(modelCardSchema);
export type ModelsPage = z.infer<typeof modelsPageSchema>;
