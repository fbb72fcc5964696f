import { z } from 'zod';
import { isCalendarDate, yearsBetween } from '../input/date-input.ts';
import { intInput } from '../input/number-input.ts';
import { textInput } from '../input/text-input.ts';
import { eyeColorOptions, hairColorOptions, profileCategoryOptions, shoeSizeOptions, valuesOf } from './profile-options.ts';
import { photographerSpecialtyValues } from './photographer-specialties.ts';

/** Limits of the "comp card" fields (docs/product.md, Profiles and media). */
export const HEIGHT_CM_MIN = 100;
export const HEIGHT_CM_MAX = 230;
export const MEASUREMENT_CM_MIN = 40;
export const MEASUREMENT_CM_MAX = 200;
export const MIN_PROFILE_AGE_YEARS = 14;
/** Older than this is a typo (1900 instead of 2009), not a model: the birth date is set once. */
export const MAX_PROFILE_AGE_YEARS = 100;
export const BIO_MAX_LENGTH = 2000;

/** Today's date as YYYY-MM-DD in the caller's clock (browser or server). */
function todayIso(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Whole years between a YYYY-MM-DD birth date and `now`. */
export function ageOn(birthDate: string, now: Date = new Date()): number {
  return yearsBetween(birthDate, todayIso(now));
}

/** The earliest birth date a profile may have on `now` (YYYY-MM-DD): MAX_PROFILE_AGE_YEARS ago. */
export function oldestBirthDate(now: Date = new Date()): string {
  const today = todayIso(now);
  const year = String(Number(today.slice(0, 4)) - MAX_PROFILE_AGE_YEARS).padStart(4, '0');
  const sameDay = `${year}${today.slice(4)}`;
  // 29 February a hundred years back may not exist: the 1st of March is the same bound.
  return isCalendarDate(sameDay, { min: 0 }) ? sameDay : `${year}-03-01`;
}

export const birthDateSchema = textInput({ max: 10, required: 'Data de nascimento inválida.', tooLong: 'Data de nascimento inválida.' })
  .refine((value) => isCalendarDate(value), 'Data de nascimento inválida.')
  .refine((value) => value <= todayIso(new Date()), 'A data de nascimento não pode estar no futuro.')
  .refine((value) => ageOn(value) >= MIN_PROFILE_AGE_YEARS, `É preciso ter pelo menos ${MIN_PROFILE_AGE_YEARS} anos.`)
  .refine((value) => value >= oldestBirthDate(), `Confira a data de nascimento: ela não pode ser de mais de ${MAX_PROFILE_AGE_YEARS} anos atrás.`);

const heightSchema = intInput({
  min: HEIGHT_CM_MIN,
  max: HEIGHT_CM_MAX,
  message: 'Informe a altura em centímetros, sem casas decimais.',
  tooSmall: `A altura deve estar entre ${HEIGHT_CM_MIN} e ${HEIGHT_CM_MAX} cm.`,
  tooBig: `A altura deve estar entre ${HEIGHT_CM_MIN} e ${HEIGHT_CM_MAX} cm.`,
});

const measurementSchema = intInput({
  min: MEASUREMENT_CM_MIN,
  max: MEASUREMENT_CM_MAX,
  message: 'Informe a medida em centímetros, sem casas decimais.',
  tooSmall: `As medidas devem estar entre ${MEASUREMENT_CM_MIN} e ${MEASUREMENT_CM_MAX} cm.`,
  tooBig: `As medidas devem estar entre ${MEASUREMENT_CM_MIN} e ${MEASUREMENT_CM_MAX} cm.`,
});

/**
 * The profile fields beyond the sign-up wizard, all optional in PATCH /api/profiles/me: absent
 * keeps the stored value (older forms keep working), null clears it. Comp-card fields are kept
 * for models only, specialties for photographers only; the server drops them for other types.
 */
export const profileDetailsBodyShape = {
  bio: textInput({ max: BIO_MAX_LENGTH, tooLong: `A bio pode ter até ${BIO_MAX_LENGTH} caracteres.` }).nullish(),
  birth_date: birthDateSchema.nullish(),
  height_cm: heightSchema.nullish(),
  bust_cm: measurementSchema.nullish(),
  waist_cm: measurementSchema.nullish(),
  hips_cm: measurementSchema.nullish(),
  hair_color: z.enum(valuesOf(hairColorOptions), { message: 'Cor de cabelo inválida.' }).nullish(),
  eye_color: z.enum(valuesOf(eyeColorOptions), { message: 'Cor dos olhos inválida.' }).nullish(),
  shoe_size: z.enum(valuesOf(shoeSizeOptions), { message: 'Número de calçado inválido.' }).nullish(),
  profile_categories: z
    .array(z.enum(valuesOf(profileCategoryOptions), { message: 'Categoria inválida.' }))
    .max(13)
    .optional(),
  photographer_specialties: z
    .array(z.enum(photographerSpecialtyValues, { message: 'Especialidade inválida.' }))
    .max(12)
    .optional(),
  /** The owner takes the profile out of lists and search (the link still works). */
  is_hidden: z.boolean().optional(),
};

/**
 * The same fields as answered by GET /api/profiles/:slug and /me (null or [] when not filled). The
 * public view carries the age, never the birth date; the owner's view adds birth_date and is_hidden.
 */
export const profileDetailsShape = {
  bio: z.string().nullable().default(null),
  age: z.number().int().nullable().default(null),
  height_cm: z.number().int().nullable().default(null),
  bust_cm: z.number().int().nullable().default(null),
  waist_cm: z.number().int().nullable().default(null),
  hips_cm: z.number().int().nullable().default(null),
  hair_color: z.string().nullable().default(null),
  eye_color: z.string().nullable().default(null),
  shoe_size: z.string().nullable().default(null),
  profile_categories: z.array(z.string()).default([]),
  photographer_specialties: z.array(z.string()).default([]),
  is_verified: z.boolean().default(false),
};
