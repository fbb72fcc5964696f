import {
  type PublicProfile,
  eyeColorOptions,
  formatHeightCm,
  genderOptions,
  hairColorOptions,
  labelForGender,
  labelOf,
  modelCharacteristicOptions,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  photographerSpecialtyOptions,
  profileCategoryOptions,
  shoeSizeOptions,
  workInterestOptions,
} from '@passarela/shared';

export const userTypeLabels: Record<string, string> = {
  model: 'Modelo',
  contractor: 'Contratante',
  photographer: 'Profissional de fotografia',
  admin: 'Equipe Passarela',
};

export function fullName(profile: Pick<PublicProfile, 'first_name' | 'last_name'>): string {
  return `${profile.first_name} ${profile.last_name}`.trim();
}

export function instagramUrl(handle: string | null): string | null {
  return handle ? `https://www.instagram.com/${encodeURIComponent(handle)}/` : null;
}

export interface ModelDetails {
  gender: string | null;
  appearance: string | null;
  physical: string | null;
  characteristics: string[];
  interests: string[];
}

/** The model's option values as the labels people read ('plus_size' → 'Plus Size'), in the model's gender ('Ruivo' for a man). */
export function modelDetails(profile: PublicProfile): ModelDetails {
  return {
    gender: profile.gender ? labelOf(genderOptions, profile.gender) : null,
    appearance: profile.model_type ? labelForGender(modelTypeOptions, profile.model_type, profile.gender) : null,
    physical: profile.model_physical_type ? labelForGender(modelPhysicalTypeOptions, profile.model_physical_type, profile.gender) : null,
    characteristics: profile.model_characteristics.map((value) => labelForGender(modelCharacteristicOptions, value, profile.gender)),
    interests: profile.work_interests.map((value) => labelOf(workInterestOptions, value)),
  };
}

/** '24 anos'. */
export function formatAge(age: number | null): string | null {
  if (age === null) return null;
  return age === 1 ? '1 ano' : `${age} anos`;
}

/** 175 → '1,75 m', 180 → '1,80 m': how a Brazilian comp card writes a height. */
export function formatHeight(heightCm: number | null): string | null {
  return heightCm === null ? null : formatHeightCm(heightCm);
}

/** 'Busto 86 · Cintura 62 · Quadril 90', leaving out what was not filled; null when none is. */
export function formatMeasurements(profile: Pick<PublicProfile, 'bust_cm' | 'waist_cm' | 'hips_cm'>): string | null {
  const parts = [
    ['Busto', profile.bust_cm],
    ['Cintura', profile.waist_cm],
    ['Quadril', profile.hips_cm],
  ] as const;
  const filled = parts.filter(([, value]) => value !== null).map(([label, value]) => `${label} ${value}`);
  return filled.length > 0 ? filled.join(' · ') : null;
}

export interface CompCard {
  age: string | null;
  height: string | null;
  measurements: string | null;
  hair: string | null;
  eyes: string | null;
  shoeSize: string | null;
  categories: string[];
  bio: string | null;
}

/** A model's comp card as people read it; each part null (or []) when not filled, so it is simply not shown. */
export function compCard(profile: PublicProfile): CompCard {
  return {
    age: formatAge(profile.age),
    height: formatHeight(profile.height_cm),
    measurements: formatMeasurements(profile),
    hair: profile.hair_color ? labelOf(hairColorOptions, profile.hair_color) : null,
    eyes: profile.eye_color ? labelOf(eyeColorOptions, profile.eye_color) : null,
    shoeSize: profile.shoe_size ? labelOf(shoeSizeOptions, profile.shoe_size) : null,
    categories: profile.profile_categories.map((value) => labelOf(profileCategoryOptions, value)),
    bio: profile.bio?.trim() || null,
  };
}

/** A photographer's specialties as their labels. */
export function specialtyLabels(profile: Pick<PublicProfile, 'photographer_specialties'>): string[] {
  return profile.photographer_specialties.map((value) => labelOf(photographerSpecialtyOptions, value));
}
