import {
  eyeColorOptions,
  hairColorOptions,
  modelCharacteristicOptions,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  photographerSpecialtyValues,
  profileCategoryOptions,
  type UserType,
  valuesOf,
  workInterestOptions,
} from '@passarela/shared';
import type { profiles, users } from '../schema/index.ts';
import { companyBios, companyWords, courses, demoGenderOfFirstName, femaleFirstNames, lastNames, maleFirstNames, modelBios } from './demo-people.ts';
import { demoCitiesByState, stateAt } from './demo-places.ts';
import { fittingPortraits } from './demo-portraits.ts';
import { randomFor } from './seeded-random.ts';

export type DemoUser = typeof users.$inferInsert;
export type DemoProfile = Omit<typeof profiles.$inferInsert, 'profileSlug'>;

export interface DemoPerson {
  user: DemoUser;
  profile: DemoProfile;
  /** The readable slug base ('ana-souza'); the inserter makes it unique. */
  slugBase: string;
}

export interface DemoOptions {
  seed: number;
  /** Share of models among the people (the rest are contractors and photographers). */
  modelShare?: number;
  /** Portrait URLs to pick from (see storeDemoPortraits); none: no photo. */
  portraitUrls?: readonly string[];
  /** created_at of profile 0; each next one is a little older, so lists have a stable order. */
  newest?: Date;
}

/** Every demo id starts with this, so demo people are easy to find, count and delete. */
export const DEMO_ID_PREFIX = 'demo_';

export function demoUserId(seed: number, index: number): string {
  return `${DEMO_ID_PREFIX}${seed}_${index}`;
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function birthDateFor(age: number, dayOfYear: number, now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - age - 1, 0, 1 + dayOfYear));
  return date.toISOString().slice(0, 10);
}

/** Comp-card hair colours that fit an appearance ('ruiva' → ruivo); one draw from them, as before from all. */
const hairColorsByAppearance: Readonly<Record<string, readonly string[]>> = {
  loira: ['loiro_escuro', 'loiro_medio', 'loiro_claro', 'loiro_platinado'],
  morena: ['preto', 'castanho_escuro', 'castanho_medio'],
  ruiva: ['ruivo_natural', 'ruivo_tingido'],
  negra: ['preto', 'castanho_escuro'],
  asiatica: ['preto', 'castanho_escuro'],
  indigena: ['preto', 'castanho_escuro'],
  albina: ['loiro_platinado', 'branco'],
};

function hairColorsFor(modelType: string | null): readonly string[] {
  return (modelType && hairColorsByAppearance[modelType]) || valuesOf(hairColorOptions);
}

/**
 * Person `index` of `seed`: always the same, whatever else is generated. Realistic mixes: most
 * are models (mostly women), in cities of all 27 UFs weighted by population, some PRO, some
 * verified; values come from the shared option lists so every filter finds someone.
 */
export function generateDemoPerson(index: number, options: DemoOptions): DemoPerson {
  const random = randomFor(options.seed, index);
  const newest = options.newest ?? new Date();
  const roll = random.next();
  const modelShare = options.modelShare ?? 0.8;
  const userType: UserType = roll < modelShare ? 'model' : roll < modelShare + (1 - modelShare) * 0.6 ? 'contractor' : 'photographer';
  const isModel = userType === 'model';
  const female = isModel ? random.chance(0.85) : random.chance(0.5);
  const firstName = random.pick(female ? femaleFirstNames : maleFirstNames);
  const lastName = random.chance(0.25) ? `${random.pick(lastNames)} ${random.pick(lastNames)}` : random.pick(lastNames);
  const state = stateAt(random.next());
  const city = random.pick(demoCitiesByState[state]?.cities ?? ['Brasília']);
  const id = demoUserId(options.seed, index);
  // One profile every 7 minutes going back in time: 100,000 profiles span about 16 months.
  const createdAt = new Date(newest.getTime() - index * 7 * 60_000 - random.int(0, 59_999));
  const isPro = random.chance(0.06);
  const age = random.int(18, 42);
  const companyName = isModel ? null : `${random.pick(companyWords.prefixes)} ${random.pick(companyWords.names)}`;
  const bioValues = { city, years: String(random.int(1, 12)), course: random.pick(courses) };
  const handle = `${slugify(firstName)}.${slugify(lastName).replace(/-/g, '')}${random.int(1, 999)}`;

  const user: DemoUser = {
    id,
    name: `${firstName} ${lastName}`,
    // .invalid never resolves (RFC 2606): no demo email can reach a real inbox.
    email: `${id}@demo.passarela.invalid`,
    emailVerified: true,
    userType,
    createdAt,
    updatedAt: createdAt,
    subscriptionType: isPro ? 'pro' : null,
    subscriptionExpiresAt: isPro ? new Date(newest.getTime() + random.int(5, 365) * 86_400_000) : null,
  };

  const heightCm = isModel ? (female ? random.int(155, 185) : random.int(168, 195)) : null;
  const gender = isModel ? (female ? 'feminino' : 'masculino') : null;
  // Drawn ahead of the profile (the portrait depends on the appearance) in the order the fields
  // always drew them, so a seed keeps making the same people.
  const phone = `${random.pick(['11', '21', '31', '41', '51', '61', '71', '81', '85', '92'])}9${String(random.int(10_000_000, 99_999_999))}`;
  const modelType = isModel ? random.pick(valuesOf(modelTypeOptions)) : null;
  const profile: DemoProfile = {
    userId: id,
    firstName,
    lastName,
    phone,
    city,
    state,
    instagramHandle: handle,
    instagramHandleRaw: `@${handle}`,
    gender,
    modelType,
    modelPhysicalType: isModel ? random.pick(valuesOf(modelPhysicalTypeOptions)) : null,
    modelCharacteristics: isModel ? random.some(valuesOf(modelCharacteristicOptions), random.int(0, 3)) : [],
    workInterests: isModel ? random.some(valuesOf(workInterestOptions), random.int(1, 4)) : [],
    // One draw, as before, so every later field of the person stays the same. The portrait shows
    // the gender of the person's name (contractors and photographers too) and a model's appearance.
    profileImageUrl: options.portraitUrls?.length
      ? (options.portraitUrls[random.pick(fittingPortraits(options.portraitUrls.length, modelType, demoGenderOfFirstName(firstName)))] ?? null)
      : null,
    companyName,
    companyWebsite: companyName ? `https://www.${slugify(companyName).replace(/-/g, '')}.com.br` : null,
    companyDetails: companyName ? fill(random.pick(companyBios), bioValues) : null,
    bio: fill(random.pick(isModel ? modelBios : companyBios), bioValues),
    birthDate: isModel ? birthDateFor(age, random.int(0, 364), newest) : null,
    heightCm,
    bustCm: isModel ? random.int(76, 104) : null,
    waistCm: isModel ? random.int(58, 84) : null,
    hipsCm: isModel ? random.int(84, 112) : null,
    hairColor: isModel ? random.pick(hairColorsFor(modelType)) : null,
    eyeColor: isModel ? random.pick(valuesOf(eyeColorOptions)) : null,
    shoeSize: isModel ? String(female ? random.int(34, 39) : random.int(38, 44)) : null,
    profileCategories: isModel ? random.some(valuesOf(profileCategoryOptions), random.int(1, 3)) : [],
    photographerSpecialties: userType === 'photographer' ? random.some(photographerSpecialtyValues, random.int(1, 4)) : [],
    isVerified: random.chance(0.15),
    isHidden: false,
    createdAt,
    updatedAt: createdAt,
  };
  return { user, profile, slugBase: slugify(`${firstName} ${lastName}`) };
}
