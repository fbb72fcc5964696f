import { z } from 'zod';
import { formatHeightCm } from '../format/format-number-pt-br.ts';
import { formatLocation } from '../locations/format-location.ts';
import { labelForGender } from '../profiles/gendered-labels.ts';
import { genderOptions, labelOf, modelPhysicalTypeOptions, modelTypeOptions, type Option } from '../profiles/profile-options.ts';
import type { JobRequirements } from './jobs-api.ts';

/**
 * Whether a model's profile meets what a job asks for: where it is (city/UF), gender, appearance,
 * physical profile, age and height. A mismatch is a warning, never a refusal: she may still apply
 * and the owner still decides (docs/product.md "Applications"). The job page warns her before she
 * applies; the owner's applicant list says who fits and what the others miss.
 */

export const jobRequirementKinds = ['location', 'gender', 'model_type', 'physical_type', 'age', 'height'] as const;
export type JobRequirementKind = (typeof jobRequirementKinds)[number];

/** One requirement the profile does not meet, in words ready for a sentence. */
export const jobRequirementMismatchSchema = z.object({
  requirement: z.enum(jobRequirementKinds),
  /** What the job asks: 'entre 1,70 m e 1,80 m', 'Rio de Janeiro, RJ', 'loira ou morena'. */
  wanted: z.string(),
  /** What the profile says ('1,62 m'); null when the profile does not say it. */
  actual: z.string().nullable(),
});
export type JobRequirementMismatch = z.infer<typeof jobRequirementMismatchSchema>;

/** The job's side: where it is and whom it asks for. */
export type JobMatchTarget = JobRequirements & { city: string; state: string };

/** The model's side (a profile, or an applicant's card with her age): null where she has not said. */
export interface JobMatchProfile {
  city: string | null;
  state: string | null;
  gender: string | null;
  model_type: string | null;
  model_physical_type: string | null;
  height_cm: number | null;
  age: number | null;
}

const years = (age: number) => `${age} anos`;
/** 'a', 'a ou b', 'a, b ou c', as Intl.ListFormat's pt-BR disjunction, without loading Intl's data (format/format-number-pt-br.ts). */
function orList(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ou ${words.at(-1)}`;
}

/**
 * 'entre 1,70 m e 1,80 m', 'entre 18 e 25 anos' (`lower` writes the first of a pair), 'a partir de
 * 18 anos', 'até 1,80 m', 'de 1,70 m'; null when the job sets no bound.
 */
function rangeText(min: number | null, max: number | null, format: (value: number) => string, lower = format): string | null {
  if (min !== null && max !== null) return min === max ? `de ${format(min)}` : `entre ${lower(min)} e ${format(max)}`;
  if (min !== null) return `a partir de ${format(min)}`;
  if (max !== null) return `até ${format(max)}`;
  return null;
}

const outOfRange = (value: number, min: number | null, max: number | null) => (min !== null && value < min) || (max !== null && value > max);

/** City names compared as people type them: case, accents and extra spaces do not matter. */
function sameCity(a: string, b: string): boolean {
  const key = (city: string) => city.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
  return key(a) === key(b);
}

/** 'loira ou morena': the labels in lower case, in the gender the job asks for ('loiro' for men). */
function optionWords(list: ReadonlyArray<Option>, values: readonly string[], gender: string | null): string {
  return orList(values.map((value) => labelForGender(list, value, gender).toLocaleLowerCase('pt-BR')));
}

/** The requirements `profile` does not meet, in the order the job page lists them; [] when she fits. */
export function matchJobRequirements(job: JobMatchTarget, profile: JobMatchProfile): JobRequirementMismatch[] {
  const mismatches: JobRequirementMismatch[] = [];
  const miss = (requirement: JobRequirementKind, wanted: string, actual: string | null) => mismatches.push({ requirement, wanted, actual });

  const hasPlace = Boolean(profile.city && profile.state);
  if (!hasPlace || profile.state !== job.state || !sameCity(profile.city ?? '', job.city)) {
    miss('location', formatLocation(job), hasPlace ? formatLocation(profile) : null);
  }
  if (job.required_gender && profile.gender !== job.required_gender) {
    miss(
      'gender',
      labelOf(genderOptions, job.required_gender).toLocaleLowerCase('pt-BR'),
      profile.gender ? labelOf(genderOptions, profile.gender).toLocaleLowerCase('pt-BR') : null,
    );
  }
  if (job.required_model_types.length > 0 && !(profile.model_type && job.required_model_types.includes(profile.model_type))) {
    miss(
      'model_type',
      optionWords(modelTypeOptions, job.required_model_types, job.required_gender),
      profile.model_type ? optionWords(modelTypeOptions, [profile.model_type], profile.gender) : null,
    );
  }
  if (job.required_physical_types.length > 0 && !(profile.model_physical_type && job.required_physical_types.includes(profile.model_physical_type))) {
    miss(
      'physical_type',
      optionWords(modelPhysicalTypeOptions, job.required_physical_types, job.required_gender),
      profile.model_physical_type ? optionWords(modelPhysicalTypeOptions, [profile.model_physical_type], profile.gender) : null,
    );
  }
  const ages = rangeText(job.min_age, job.max_age, years, String);
  if (ages && (profile.age === null || outOfRange(profile.age, job.min_age, job.max_age))) {
    miss('age', ages, profile.age === null ? null : years(profile.age));
  }
  const heights = rangeText(job.min_height_cm, job.max_height_cm, formatHeightCm);
  if (heights && (profile.height_cm === null || outOfRange(profile.height_cm, job.min_height_cm, job.max_height_cm))) {
    miss('height', heights, profile.height_cm === null ? null : formatHeightCm(profile.height_cm));
  }
  return mismatches;
}

/** Each requirement's name as a sentence uses it, and what a profile that does not say it lacks. */
const requirementWords: Record<JobRequirementKind, { label: string; noun: string; unsaid: string }> = {
  location: { label: 'Local', noun: 'local', unsaid: 'a cidade' },
  gender: { label: 'Gênero', noun: 'gênero', unsaid: 'o gênero' },
  model_type: { label: 'Aparência', noun: 'aparência', unsaid: 'a aparência' },
  physical_type: { label: 'Perfil físico', noun: 'perfil físico', unsaid: 'o perfil físico' },
  age: { label: 'Idade', noun: 'idade', unsaid: 'a idade' },
  height: { label: 'Altura', noun: 'altura', unsaid: 'a altura' },
};

/**
 * To the model, before she applies: 'Esta vaga pede altura entre 1,70 m e 1,80 m; seu perfil diz
 * 1,62 m.', 'Esta vaga é em Rio de Janeiro, RJ; seu perfil diz Campinas, SP.'
 */
export function mismatchTextForModel({ requirement, wanted, actual }: JobRequirementMismatch): string {
  const words = requirementWords[requirement];
  const asked = requirement === 'location' ? `Esta vaga é em ${wanted}` : `Esta vaga pede ${words.noun} ${wanted}`;
  return `${asked}; ${actual === null ? `seu perfil não informa ${words.unsaid}` : `seu perfil diz ${actual}`}.`;
}

/** To the job's owner, on an applicant's card: 'Altura: 1,85 m; a vaga pede entre 1,60 m e 1,75 m.' */
export function mismatchTextForOwner({ requirement, wanted, actual }: JobRequirementMismatch): string {
  const words = requirementWords[requirement];
  const asked = requirement === 'location' ? `a vaga é em ${wanted}` : `a vaga pede ${wanted}`;
  return `${words.label}: ${actual ?? 'o perfil não informa'}; ${asked}.`;
}
