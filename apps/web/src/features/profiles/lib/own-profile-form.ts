import {
  type OwnProfile,
  type UpdateOwnProfileBody,
  birthDateSchema,
  guardianIssues,
  guardianSelfIssues,
  isMinorOn,
  maskPhone,
  updateOwnProfileBodySchema,
} from '@passarela/shared';

/** "Meu Perfil" as the form holds it: strings and lists (numbers as typed), the phone masked. */
export interface OwnProfileFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  city: string;
  state: string;
  instagram_handle_raw: string;
  gender: string;
  model_type: string;
  model_physical_type: string;
  model_characteristics: string[];
  work_interests: string[];
  company_name: string;
  company_website: string;
  company_details: string;
  bio: string;
  /** YYYY-MM-DD, as a date input gives it; '' when not filled. */
  birth_date: string;
  height_cm: string;
  bust_cm: string;
  waist_cm: string;
  hips_cm: string;
  hair_color: string;
  eye_color: string;
  shoe_size: string;
  profile_categories: string[];
  photographer_specialties: string[];
  is_hidden: boolean;
  /** A minor's legal guardian (asked only while the birth date says under 18); the phone masked. */
  guardian_name: string;
  guardian_email: string;
  guardian_phone: string;
}

export type OwnProfileFormErrors = Partial<Record<keyof OwnProfileFormValues, string>>;

/** The fields a person types a number into (centimetres). */
export const centimetreFields = ['height_cm', 'bust_cm', 'waist_cm', 'hips_cm'] as const;

const asText = (value: number | null) => (value === null ? '' : String(value));

export function toFormValues(profile: OwnProfile): OwnProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: maskPhone(profile.phone ?? ''),
    city: profile.city ?? '',
    state: profile.state ?? '',
    instagram_handle_raw: profile.instagram_handle_raw ?? profile.instagram_handle ?? '',
    gender: profile.gender ?? 'feminino',
    model_type: profile.model_type ?? '',
    model_physical_type: profile.model_physical_type ?? '',
    model_characteristics: [...profile.model_characteristics],
    work_interests: [...profile.work_interests],
    company_name: profile.company_name ?? '',
    company_website: profile.company_website ?? '',
    company_details: profile.company_details ?? '',
    bio: profile.bio ?? '',
    birth_date: profile.birth_date ?? '',
    height_cm: asText(profile.height_cm),
    bust_cm: asText(profile.bust_cm),
    waist_cm: asText(profile.waist_cm),
    hips_cm: asText(profile.hips_cm),
    hair_color: profile.hair_color ?? '',
    eye_color: profile.eye_color ?? '',
    shoe_size: profile.shoe_size ?? '',
    profile_categories: [...profile.profile_categories],
    photographer_specialties: [...profile.photographer_specialties],
    is_hidden: profile.is_hidden,
    guardian_name: profile.guardian_name ?? '',
    guardian_email: profile.guardian_email ?? '',
    guardian_phone: maskPhone(profile.guardian_phone ?? ''),
  };
}

/**
 * Whether "Meu Perfil" asks for a legal guardian: a model whose birth date, as typed, is valid and
 * under 18 (a date half typed, in the future or too recent gets its own message first).
 */
export function needsGuardian(values: OwnProfileFormValues, userType: string): boolean {
  return userType === 'model' && birthDateSchema.safeParse(values.birth_date).success && isMinorOn(values.birth_date);
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * '' clears the measure; anything else goes as a number, so '1,75' or '175.5' reach the shared
 * schema as NaN or a fraction and get its message (never silently dropped).
 */
function centimetres(value: string): number | null {
  const trimmed = value.trim();
  return trimmed ? Number(trimmed) : null;
}

type Body = UpdateOwnProfileBody;

/**
 * The PATCH body: model fields only for models, company fields only for the others, specialties
 * only for photographers. Details a type does not have are left out, so the server keeps (or,
 * for the type's own rules, clears) them.
 */
export function toRequestBody(values: OwnProfileFormValues, userType: string): Body {
  const isModel = userType === 'model';
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    phone: values.phone,
    city: values.city,
    state: values.state as Body['state'],
    instagram_handle_raw: values.instagram_handle_raw,
    gender: isModel ? ((values.gender || 'feminino') as Body['gender']) : null,
    model_type: isModel ? (orNull(values.model_type) as Body['model_type']) : null,
    model_physical_type: isModel ? (orNull(values.model_physical_type) as Body['model_physical_type']) : null,
    model_characteristics: isModel ? (values.model_characteristics as Body['model_characteristics']) : [],
    work_interests: isModel ? (values.work_interests as Body['work_interests']) : [],
    company_name: isModel ? null : orNull(values.company_name),
    company_website: isModel ? null : orNull(values.company_website),
    company_details: isModel ? null : orNull(values.company_details),
    bio: orNull(values.bio),
    is_hidden: values.is_hidden,
    ...(isModel
      ? {
          birth_date: orNull(values.birth_date),
          height_cm: centimetres(values.height_cm),
          bust_cm: centimetres(values.bust_cm),
          waist_cm: centimetres(values.waist_cm),
          hips_cm: centimetres(values.hips_cm),
          hair_color: orNull(values.hair_color) as Body['hair_color'],
          eye_color: orNull(values.eye_color) as Body['eye_color'],
          shoe_size: orNull(values.shoe_size),
          profile_categories: values.profile_categories as Body['profile_categories'],
          // Sent only while asked for; the server clears them for an adult either way.
          ...(needsGuardian(values, userType)
            ? { guardian_name: orNull(values.guardian_name), guardian_email: orNull(values.guardian_email), guardian_phone: orNull(values.guardian_phone) }
            : {}),
        }
      : {}),
    ...(userType === 'photographer' ? { photographer_specialties: values.photographer_specialties as Body['photographer_specialties'] } : {}),
  };
}

/** A path from the shared schema or the server ('height_cm', 'profile_categories.2') as a form field. */
function fieldOf(path: string | number | symbol | undefined, values: OwnProfileFormValues): keyof OwnProfileFormValues | null {
  const field = String(path ?? '').split('.')[0] ?? '';
  return Object.hasOwn(values, field) ? (field as keyof OwnProfileFormValues) : null;
}

/**
 * Whether the birth date can still be typed: she sets it once, then only the support changes it
 * (README "Minors reach contractors through a guardian").
 */
export function isBirthDateLocked(profile: Pick<OwnProfile, 'birth_date'>): boolean {
  return profile.birth_date !== null;
}

/**
 * The shared schema's messages per field (the server runs the same schema), plus the wizard's
 * model rules (appearance, physical profile, one interest) so a model's profile stays complete.
 * `accountEmail` is her sign-in address: a guardian's cannot be hers, nor her WhatsApp.
 */
export function validateOwnProfileForm(values: OwnProfileFormValues, userType: string, accountEmail = ''): OwnProfileFormErrors {
  const errors: OwnProfileFormErrors = {};
  const result = updateOwnProfileBodySchema.safeParse(toRequestBody(values, userType));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path[0], values);
      if (!field || errors[field]) continue;
      errors[field] = field === 'state' ? 'Estado é obrigatório.' : issue.message;
    }
  }
  if (userType === 'model') {
    const birthDate = needsGuardian(values, userType) ? values.birth_date : null;
    for (const issue of guardianIssues({
      birthDate,
      guardianName: values.guardian_name,
      guardianEmail: values.guardian_email,
      guardianPhone: values.guardian_phone,
    }))
      errors[issue.path] ??= issue.message;
    if (birthDate)
      for (const issue of guardianSelfIssues({
        accountEmail,
        ownPhone: values.phone,
        guardianEmail: values.guardian_email,
        guardianPhone: values.guardian_phone,
      }))
        errors[issue.path] ??= issue.message;
    if (!values.model_type) errors.model_type ??= 'Tipo (Aparência) é obrigatório.';
    if (!values.model_physical_type) errors.model_physical_type ??= 'Perfil físico é obrigatório.';
    if (values.work_interests.length === 0) errors.work_interests ??= 'Selecione ao menos um interesse de trabalho.';
  }
  return errors;
}

/**
 * A 400 VALIDATION_FAILED from the server lists `{ path, message }` per field: the same messages
 * the browser shows, put back at their fields (for rules only the server knows, or an older tab).
 */
export function serverFieldErrors(details: unknown, values: OwnProfileFormValues): OwnProfileFormErrors {
  const errors: OwnProfileFormErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof detail?.path !== 'string' || typeof detail.message !== 'string') continue;
    const field = fieldOf(detail.path, values);
    if (field && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}

/** The fields in the order "Meu Perfil" shows them, so the toast names the first one the eye meets. */
const fieldOrder: ReadonlyArray<keyof OwnProfileFormValues> = [
  'first_name',
  'last_name',
  'phone',
  'instagram_handle_raw',
  'city',
  'state',
  'bio',
  'birth_date',
  'guardian_name',
  'guardian_email',
  'guardian_phone',
  'gender',
  'model_type',
  'model_physical_type',
  'hair_color',
  'eye_color',
  'model_characteristics',
  'height_cm',
  'bust_cm',
  'waist_cm',
  'hips_cm',
  'shoe_size',
  'profile_categories',
  'work_interests',
  'photographer_specialties',
  'company_name',
  'company_website',
  'company_details',
  'is_hidden',
];

export function firstError(errors: OwnProfileFormErrors): string | undefined {
  for (const field of fieldOrder) if (errors[field]) return errors[field];
  return Object.values(errors).find(Boolean);
}

/** docs/product.md "Spec 5"'s 'Campo Obrigatório' for a missing answer; a value out of its rules is something else. */
export function validationToastTitle(message: string | undefined): string {
  return message && /obrigat[óo]ri|selecione ao menos/i.test(message) ? 'Campo Obrigatório' : 'Confira os dados';
}
