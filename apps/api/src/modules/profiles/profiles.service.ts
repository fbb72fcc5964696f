import {
  ageOn,
  guardianIssues,
  isMinorOn,
  normalizeInstagramHandle,
  type OwnProfile,
  type PublicProfile,
  type UpdateOwnProfileData,
  PROFILE_SLUG_PATTERN,
} from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { prepareProfilePhoto, profilePhotoKeysOf, storeProfilePhoto } from './profile-photo.ts';
import { nextFreeSlug, slugBase } from './profile-slug.ts';
import { type NewProfile, type ProfileEdit, type ProfileRow, type ProfilesRepository, createProfilesRepository } from './profiles.repository.ts';
import { cardRating } from '../search/profile-cards.ts';

/** Concurrent sign-ups with the same name may race for a slug; each lost race tries the next. */
const SLUG_ATTEMPTS = 5;

/**
 * Inserts a profile under the first free readable slug. Uses the repository it is given, so a
 * caller inside a transaction passes the transaction's repository.
 */
export async function insertProfileWithUniqueSlug(repository: ProfilesRepository, profile: Omit<NewProfile, 'profileSlug'>): Promise<string> {
  const base = slugBase(profile.firstName, profile.lastName);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = nextFreeSlug(base, await repository.findSlugsLike(base));
    if (await repository.insertIfSlugFree({ ...profile, profileSlug: slug })) return slug;
  }
  throw new Error(`could not find a free profile slug for ${base}`);
}

/** The public view: never the phone (SECURITY.md line 11), never the email. */
export function toPublicProfile(profile: ProfileRow, userType: PublicProfile['user_type']): PublicProfile {
  return {
    profile_slug: profile.profileSlug,
    user_type: userType,
    first_name: profile.firstName,
    last_name: profile.lastName,
    profile_image_url: profile.profileImageUrl,
    city: profile.city,
    state: profile.state,
    instagram_handle: profile.instagramHandle,
    instagram_handle_raw: profile.instagramHandleRaw,
    gender: profile.gender,
    model_type: profile.modelType,
    model_physical_type: profile.modelPhysicalType,
    model_characteristics: profile.modelCharacteristics,
    work_interests: profile.workInterests,
    company_name: profile.companyName,
    company_website: profile.companyWebsite,
    company_details: profile.companyDetails,
    created_at: profile.createdAt.toISOString(),
    bio: profile.bio,
    // The age, not the birth date: enough for a contractor, less for a stalker.
    age: profile.birthDate ? ageOn(profile.birthDate) : null,
    height_cm: profile.heightCm,
    bust_cm: profile.bustCm,
    waist_cm: profile.waistCm,
    hips_cm: profile.hipsCm,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    shoe_size: profile.shoeSize,
    profile_categories: profile.profileCategories,
    photographer_specialties: profile.photographerSpecialties,
    is_verified: profile.isVerified,
    // profiles.pro_until mirrors users.subscription_expires_at while the plan is 'pro' (trigger, 0006).
    is_pro: profile.proUntil !== null && profile.proUntil.getTime() > Date.now(),
  };
}

export interface ProfilesServiceDeps {
  repository: ProfilesRepository;
  storage: Storage;
  runInTransaction: TransactionRunner;
  logger: FastifyBaseLogger;
}

/** What "Meu Perfil" may change. Model-only answers are dropped for other account types, and company ones for models. */
function toProfileEdit(data: UpdateOwnProfileData, userType: string): ProfileEdit {
  const isModel = userType === 'model';
  const orNull = (value: string | null | undefined) => (value ? value : null);
  return {
    firstName: data.first_name,
    lastName: data.last_name,
    phone: data.phone || null,
    city: data.city,
    state: data.state,
    instagramHandle: normalizeInstagramHandle(data.instagram_handle_raw) || null,
    instagramHandleRaw: data.instagram_handle_raw,
    gender: isModel ? orNull(data.gender) : null,
    modelType: isModel ? orNull(data.model_type) : null,
    modelPhysicalType: isModel ? orNull(data.model_physical_type) : null,
    modelCharacteristics: isModel ? [...new Set(data.model_characteristics)] : [],
    workInterests: isModel ? [...new Set(data.work_interests)] : [],
    companyName: isModel ? null : orNull(data.company_name),
    companyWebsite: isModel ? null : orNull(data.company_website),
    companyDetails: isModel ? null : orNull(data.company_details),
    ...toProfileDetailsEdit(data, userType),
  };
}

/** Keeps a stored value when the field was not sent (older forms), clears it on null. */
function keepOr<T, S>(value: T | null | undefined, map: (v: T) => S, clear: S): S | undefined {
  if (value === undefined) return undefined;
  return value === null ? clear : map(value);
}

const same = <T>(v: T) => v;

/**
 * The fields beyond the wizard. Comp-card fields belong to models and specialties to
 * photographers: for other types they are always cleared, whatever was sent.
 */
function toProfileDetailsEdit(data: UpdateOwnProfileData, userType: string): Partial<ProfileEdit> {
  const isModel = userType === 'model';
  const modelOnly = <T, S>(value: T | null | undefined, map: (v: T) => S, clear: S) => (isModel ? keepOr(value, map, clear) : clear);
  const edit: Partial<ProfileEdit> = {
    bio: keepOr(data.bio, (bio) => bio || null, null),
    birthDate: keepOr(data.birth_date, same, null),
    heightCm: modelOnly(data.height_cm, same, null),
    bustCm: modelOnly(data.bust_cm, same, null),
    waistCm: modelOnly(data.waist_cm, same, null),
    hipsCm: modelOnly(data.hips_cm, same, null),
    hairColor: modelOnly(data.hair_color, same, null),
    eyeColor: modelOnly(data.eye_color, same, null),
    shoeSize: modelOnly(data.shoe_size, same, null),
    profileCategories: modelOnly(data.profile_categories, (list) => [...new Set(list)], []),
    photographerSpecialties: userType === 'photographer' ? keepOr(data.photographer_specialties, (list) => [...new Set(list)], []) : [],
    isHidden: data.is_hidden,
  };
  // undefined means "not sent": drop it so the update leaves the column alone.
  return Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
}

type GuardianEdit = Required<Pick<ProfileEdit, 'guardianName' | 'guardianEmail' | 'guardianPhone'>>;

/**
 * A model under 18, by the birth date being saved or else the stored one, must name her legal
 * guardian (SECURITY.md line 23): fields not sent keep their stored value, and what is still
 * missing is refused field by field, as the form shows it. Anyone else keeps no guardian, so an
 * adult's profile holds no third person's data.
 */
function toGuardianEdit(data: UpdateOwnProfileData, stored: ProfileRow, userType: string, birthDate: string | null): GuardianEdit {
  if (userType !== 'model' || !isMinorOn(birthDate)) return { guardianName: null, guardianEmail: null, guardianPhone: null };
  const pick = (sent: string | null | undefined, kept: string | null) => (sent === undefined ? kept : sent || null);
  const guardian: GuardianEdit = {
    guardianName: pick(data.guardian_name, stored.guardianName),
    guardianEmail: pick(data.guardian_email, stored.guardianEmail),
    guardianPhone: pick(data.guardian_phone, stored.guardianPhone),
  };
  const issues = guardianIssues({ birthDate, ...guardian });
  if (issues.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      undefined,
      issues.map((issue) => ({ location: 'body', ...issue })),
    );
  return guardian;
}

export function createProfilesService({ repository, storage, runInTransaction, logger }: ProfilesServiceDeps) {
  async function getOwnProfile(userId: string): Promise<OwnProfile> {
    const found = await repository.findOwnByUserId(userId);
    if (!found) throw new AppError('PROFILE_NOT_FOUND');
    return {
      ...toPublicProfile(found.profile, found.userType as PublicProfile['user_type']),
      user_id: found.profile.userId,
      email: found.email,
      phone: found.profile.phone,
      updated_at: found.profile.updatedAt.toISOString(),
      birth_date: found.profile.birthDate,
      is_hidden: found.profile.isHidden,
      guardian_name: found.profile.guardianName,
      guardian_email: found.profile.guardianEmail,
      guardian_phone: found.profile.guardianPhone,
    };
  }

  return {
    /** Missing and suspended look the same to visitors (SECURITY.md line 10). */
    async getPublicProfile(slug: string): Promise<PublicProfile> {
      // Slugs are only ever letters, digits and hyphens; anything else cannot exist (and a NUL
      // byte would make PostgreSQL fail), so it is simply not found.
      if (!PROFILE_SLUG_PATTERN.test(slug)) throw new AppError('PROFILE_NOT_FOUND');
      const found = await repository.findVisibleBySlug(slug);
      if (!found) throw new AppError('PROFILE_NOT_FOUND');
      const rating = await repository.findRating(found.profile.userId);
      return { ...toPublicProfile(found.profile, found.userType as PublicProfile['user_type']), ...cardRating(rating ?? {}) };
    },

    /** The owner's own view, private fields included ("Meu Perfil"). */
    getOwnProfile,

    /** Saves "Meu Perfil"; profile and account name change together. The slug stays as it is. */
    async updateOwnProfile(userId: string, data: UpdateOwnProfileData): Promise<OwnProfile> {
      const found = await repository.findOwnByUserId(userId);
      if (!found) throw new AppError('PROFILE_NOT_FOUND');
      const profileEdit = toProfileEdit(data, found.userType);
      const birthDate = profileEdit.birthDate === undefined ? found.profile.birthDate : profileEdit.birthDate;
      const edit = { ...profileEdit, ...toGuardianEdit(data, found.profile, found.userType, birthDate) };
      await runInTransaction(async (tx) => {
        const txRepository = createProfilesRepository(tx);
        await txRepository.updateOwn(userId, edit);
        await txRepository.updateUserName(userId, `${edit.firstName} ${edit.lastName}`);
      });
      return getOwnProfile(userId);
    },

    /**
     * Replaces the photo: the new one is checked and stored first, then the profile points at it,
     * then the old files go. A failure before the switch leaves the old photo in place.
     */
    async replacePhoto(userId: string, upload: Buffer): Promise<OwnProfile> {
      const previousUrl = await repository.findImageUrl(userId);
      if (previousUrl === undefined) throw new AppError('PROFILE_NOT_FOUND');
      const variants = await prepareProfilePhoto(upload);
      const stored = await storeProfilePhoto(storage, userId, variants);
      try {
        await repository.setImageUrl(userId, stored.url);
      } catch (error) {
        await Promise.all(stored.keys.map((key) => storage.delete(key).catch(() => undefined)));
        throw error;
      }
      for (const key of profilePhotoKeysOf(userId, previousUrl)) {
        await storage.delete(key).catch((error: unknown) => logger.warn({ err: error, userId }, 'could not remove an old profile photo'));
      }
      return getOwnProfile(userId);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
